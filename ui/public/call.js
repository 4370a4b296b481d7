// The missed-call page (/call/{token}): "Share my location" fills the form's
// hidden position fields from the phone's GPS. Without it, the text box still works.
(function () {
  var button = document.getElementById("cb-locate");
  var status = document.getElementById("cb-located");
  if (!button || !status || !("geolocation" in navigator)) return;
  button.hidden = false;
  button.addEventListener("click", function () {
    status.textContent = "Finding your location…";
    button.disabled = true;
    navigator.geolocation.getCurrentPosition(
      function (p) {
        document.getElementById("cb-latitude").value = p.coords.latitude.toFixed(6);
        document.getElementById("cb-longitude").value = p.coords.longitude.toFixed(6);
        document.getElementById("cb-accuracy").value = Math.round(p.coords.accuracy);
        status.textContent = "Location added (within " + Math.round(p.coords.accuracy) + " m). Tap Send.";
        button.textContent = "Location added";
      },
      function () {
        status.textContent = "Your location could not be read. Please tell us where you are in the box.";
        button.disabled = false;
      },
      { enableHighAccuracy: true, timeout: 15000, maximumAge: 60000 },
    );
  });
})();
