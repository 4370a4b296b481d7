// Reviews 2 onwards of the home page carousel, loaded after the page.
import type { Review } from "./reviews";

export const moreReviews: Review[] = [
  {
    text:
      "The F-150 started slipping between second and third on Palm Coast Parkway, and I was sure that meant " +
      "a week in a shop. They came to my driveway, found a sticking shift solenoid and badly burnt fluid, " +
      "and had it shifting clean by that afternoon. The repair came with a written warranty, which is what " +
      "sold me.",
    author: "Denise R.",
  },
  {
    text:
      "Air pressure kept bleeding down on my Peterbilt while I sat at a truck stop on US-1 in Bunnell. The " +
      "mechanic got there in about an hour, traced the leak to a cracked line at the relay valve within a " +
      "few minutes, and replaced it on the spot. Final bill matched the phone quote to the dollar.",
    author: "Javier M.",
  },
  {
    text:
      "Got a DPF derate leaving JAXPORT with a loaded container and the truck dropped to a crawl. They met " +
      "me in a lot off Heckscher Drive within 90 minutes, freed up a stuck DEF doser and ran a forced regen " +
      "until the soot load was back to normal. I made my delivery that night instead of losing two days.",
    author: "Tyrone B.",
  },
  {
    text:
      "Locked my keys in the car by the Flagler Beach pier with my phone at 8 percent. Someone was there in " +
      "35 minutes and had the door open without a single scratch on the paint. Friendly, fast, and charged " +
      "exactly what they told me on the call.",
    author: "Kelsey W.",
  },
  {
    text:
      "Dead minivan, grocery store lot on State Road 100, two cranky kids in the back seat. The tech tested " +
      "the battery, showed me the failing reading on his meter, and swapped in a new one right there. We " +
      "were home within the hour and he took my card without any fuss.",
    author: "Priya S.",
  },
  {
    text:
      "Our Class A motorhome started running hot on I-4 just outside DeLand on a 95-degree July afternoon. " +
      "They found a split upper radiator hose and a fan clutch that was barely engaging, and replaced both " +
      "on the shoulder. About an hour and a half to reach us, which felt quick for where we were stuck.",
    author: "Harold K.",
  },
  {
    text:
      "Every time I climbed the Buckman Bridge my Cascade whistled and lost boost. Instead of selling me a " +
      "turbo like the last place tried to, they found a blown intercooler boot and a loose clamp. Cheap " +
      "fix, honest diagnosis, and they still put a warranty on the work.",
    author: "Dwayne H.",
  },
  {
    text:
      "Dash lights on my Silverado flickered and every gauge would drop to zero while I was driving A1A in " +
      "Ormond Beach. The tech traced it to a corroded ground behind the cluster and a chafed harness near " +
      "the firewall. Two hours of careful work, and everything has been solid for months now.",
    author: "Brenda L.",
  },
  {
    text:
      "Ran my box truck dry on I-95 near the St. Augustine outlets because I trusted a gauge I knew was " +
      "lying. They brought diesel, bled and primed the fuel system, and had the engine running 50 minutes " +
      "after I called. No lecture, just help.",
    author: "Keith D.",
  },
  {
    text:
      "Snapped a leaf spring on my equipment trailer hauling pavers through Palatka. They came out to our " +
      "job site off SR-19, replaced the spring and U-bolts, and checked the other side while they were " +
      "there. It took about two and a half hours on a busy Saturday, but they texted updates the whole " +
      "time.",
    author: "Luis A.",
  },
  {
    text:
      "Heading home from a Gainesville field trip with 40 students aboard, our charter bus developed a " +
      "brake problem. The mechanic reached the I-75 rest area in under an hour, replaced a leaking brake " +
      "chamber and adjusted the slack adjusters. Every kid was home on time and the parents never knew how " +
      "close it was.",
    author: "Angela F.",
  },
  {
    text:
      "Our skid steer wouldn't crank on a lot-clearing job in Palm Coast, and the rental company couldn't " +
      "come out until Monday. This crew showed up in about an hour, found a bad starter relay and a loose " +
      "battery cable, and had us digging again before lunch.",
    author: "Cody P.",
  },
  {
    text:
      "Two shops had already given up on the check engine light and rough idle in my Camry. This tech " +
      "actually watched the live data, found a cracked vacuum line and a failing MAF sensor, and fixed both " +
      "in my office parking lot in Daytona while I worked. I didn't lose a single hour of my day.",
    author: "Natalie G.",
  },
  {
    text:
      "We run eight Transit vans out of Jacksonville, and one died with a no-start on Philips Highway in " +
      "the middle of a route. They diagnosed a failed fuel pump, replaced it where the van sat, and had an " +
      "invoice in my inbox the same day. They're now the first call for our whole fleet.",
    author: "Robert N.",
  },
  {
    text:
      "The rear tire on our travel trailer let go near mile marker 305 on I-95, right by the St. Augustine " +
      "exit. They arrived in about 40 minutes, set out cones, changed it safely with traffic flying by, and " +
      "checked the pressure on every other tire. My husband was impressed, and he is never impressed.",
    author: "Sandra V.",
  },
  {
    text:
      "The Eaton 10-speed in my truck stopped going into high range on I-295 near the Dames Point Bridge. " +
      "They reached me a little over two hours later on a Sunday night, found a leaking range selector " +
      "valve and a bad slave valve, and had me rolling by 2 a.m. Fair price for a Sunday call, and parts " +
      "and labor are both under warranty.",
    author: "Earl J.",
  },
  {
    text:
      "I locked myself out of my Honda in downtown St. Augustine near the Bridge of Lions with groceries " +
      "melting in the trunk. A tech was there in 30 minutes, popped it open cleanly, and was gone five " +
      "minutes later. Paying through Cash App was easier than ordering a pizza.",
    author: "Monique C.",
  },
  {
    text:
      "Low power and black smoke on my International coming up I-75 just south of Gainesville. Diagnostics " +
      "pointed at a sticking VGT actuator on the turbo, and the mechanic cleaned, recalibrated and tested " +
      "it right at the truck stop. He arrived in about an hour and forty minutes and I still made my " +
      "appointment in Ocala.",
    author: "Tomas W.",
  },
  {
    text:
      "My brakes were grinding so loudly the neighbors could hear it, and I honestly couldn't afford to " +
      "miss work for a shop visit. They replaced the pads and rotors on my Altima in my driveway in Palm " +
      "Coast for less than the dealer quote. Everything is covered under their warranty, which gave me real " +
      "peace of mind.",
    author: "Rachel O.",
  },
  {
    text:
      "Coolant was pouring out from under my Kenworth near mile marker 261 on I-95 by the Daytona exits. " +
      "The water pump seal had failed, and they had a new pump on the engine a little over two hours after " +
      "I called. The temperature gauge hasn't moved off normal since.",
    author: "Derrick S.",
  },
  {
    text:
      "A DEF quality fault kept throwing my Isuzu box truck into limp mode around Ormond Beach. They tested " +
      "the fluid, found it contaminated, drained and flushed the tank, and replaced the sensor. The tech " +
      "explained everything in plain English and didn't push a single extra part.",
    author: "Hector G.",
  },
  {
    text:
      "Almost 10 at night, dead battery, parking garage near downtown DeLand, and I was nervous being alone " +
      "there. The tech arrived in 40 minutes, got me started, and stayed until he was sure the alternator " +
      "was charging properly. That small bit of care meant a lot to me.",
    author: "Patricia M.",
  },
  {
    text:
      "One of our dump trucks wouldn't release its parking brakes on a site off US-17 in Palatka. The " +
      "mechanic found a failed quick release valve and an air line a rock had cut, and fixed both within an " +
      "hour of arriving. Our crew lost the morning instead of the whole day.",
    author: "Bill E.",
  },
  {
    text:
      "Picked up a screw on I-4 near the Daytona speedway, and the sidewall was too chewed up to plug. They " +
      "came out with a new tire, mounted and balanced it on the spot, and I was driving away an hour and a " +
      "quarter after calling. Fair price for a weekend call, too.",
    author: "Jasmine K.",
  },
  {
    text:
      "Batteries kept draining on my Volvo and I'd already replaced them twice. The tech load-tested " +
      "everything, found a bad alternator diode and a parasitic draw from an aftermarket inverter, and " +
      "fixed both at my yard on the Northside of Jacksonville. Haven't needed a jump since.",
    author: "Raymond C.",
  },
  {
    text:
      "After a fill-up at a small station outside Palatka, our Ram 2500 started sputtering and stalling. " +
      "They drained water out of the separator, replaced both fuel filters and cleared the codes in our " +
      "yard. The tech even showed us the cloudy fuel he pulled out so we knew it wasn't our imagination.",
    author: "Wendy P.",
  },
  {
    text:
      "At 3 in the morning the dash lit up with a regen warning and the truck began derating near mile " +
      "marker 273 by Ormond Beach. They were with me in 55 minutes, ran a parked forced regen, and found a " +
      "cracked hose on the DPF pressure sensor that caused the whole mess. Back on schedule by daybreak.",
    author: "Andre L.",
  },
  {
    text:
      "Left the keys in my idling Tacoma outside a hardware store on Palm Coast Parkway and the doors " +
      "locked themselves. Someone was there in about half an hour with the truck still running. Quick, " +
      "calm, and no judgment for a pretty silly mistake.",
    author: "Colleen B.",
  },
  {
    text:
      "A rear air bag blew out on my tractor coming into Jacksonville on I-95, and the truck was riding on " +
      "the stops. They showed up within two hours with the right bag and a new leveling valve and replaced " +
      "both on the shoulder. The ride is smooth again and they warrantied the whole job.",
    author: "Samuel O.",
  },
  {
    text:
      "The brakes on our motorhome started pulling hard to the right just as we rolled into a campground in " +
      "St. Augustine. They came right to our site, found a seized caliper, and rebuilt the front brakes " +
      "without us having to unhook anything. Our vacation stayed a vacation.",
    author: "Tiffany R.",
  },
  {
    text:
      "One Sprinter in our delivery fleet kept going into limp mode, and the dealer couldn't reproduce it. " +
      "Their tech rode along on a test drive, caught the fault live, and traced it to a boost pressure " +
      "sensor connector with a bent pin. Cheap fix once somebody actually found it.",
    author: "Minh N.",
  },
  {
    text:
      "The Allison in our box truck was throwing a code and holding third gear around Daytona Beach. The " +
      "mechanic found low fluid from a leaking cooler line, replaced the line, filled it with the correct " +
      "fluid and reset the adaptives. He arrived in about an hour, and the work is warrantied.",
    author: "Curtis W.",
  },
  {
    text:
      "I'm 74 and had never changed a tire in my life when I got a flat on A1A just south of Flagler Beach. " +
      "The young man arrived about 45 minutes after I called, was patient and polite, and had me on my way " +
      "in 20 minutes. He even checked my spare and told me it was past due for replacing.",
    author: "Lorraine D.",
  },
  {
    text:
      "Steam was pouring from under the hood of my Accord after stop-and-go traffic near the Palm Coast " +
      "exit on I-95. They came to the gas station I'd coasted into, replaced a stuck thermostat and bled " +
      "the air out of the system properly. Over a thousand miles since without a single problem.",
    author: "Ahmed Y.",
  },
  {
    text:
      "My air compressor wouldn't build past 80 psi, so I couldn't legally move the truck from a lot on " +
      "Blount Island. They diagnosed a bad governor and a saturated air dryer cartridge, replaced both, and " +
      "had me at 120 psi within an hour of starting. They got to me in just under two hours on a holiday " +
      "weekend.",
    author: "Shawn F.",
  },
  {
    text:
      "Car wouldn't start in my Ormond Beach driveway at 6 a.m. on a workday. They had someone there in 40 " +
      "minutes with a new battery, cleaned the corroded terminals and tested the charging system. I paid " +
      "with Cash App and still made my shift.",
    author: "Gloria H.",
  },
  {
    text:
      "The trailer lights on my F-250 quit the morning I needed to haul our boat to a lake near DeLand. The " +
      "tech found a melted 7-pin connector and a shorted wire under the bed, replaced both, and tested " +
      "every light plus the brake controller. The whole visit took less than an hour.",
    author: "Jake M.",
  },
  {
    text:
      "Ran out of gas on I-95 in Jacksonville during rush hour because the fuel gauge on my old Jeep can't " +
      "be trusted. They brought enough fuel to get me to the next exit and got there in just over 30 " +
      "minutes. Easily the fastest roadside help I have ever seen.",
    author: "Erin T.",
  },
  {
    text:
      "The turbo on our Hino box truck was leaking oil into the intake and blowing blue smoke along US-1 in " +
      "St. Augustine. They replaced the turbo along with the oil feed and return lines in our lot in one " +
      "afternoon. Price was fair, and the work carries a warranty.",
    author: "Reggie P.",
  },
  {
    text:
      "Locked out of my sleeper cab at 2 a.m. at a rest stop on I-75 north of Gainesville, with my " +
      "medications inside. They reached me in about an hour and ten minutes and got me in without damaging " +
      "the door seal. Grateful somebody answers the phone at that hour.",
    author: "Carmen E.",
  },
  {
    text:
      "Trailer brakes were dragging and smoking on one axle as I came down US-1 into Ormond Beach. They " +
      "found a broken return spring and a worn-out drum, replaced the shoes and drum on that side, and " +
      "adjusted the rest. Got to me within an hour and a half and the pricing was straightforward.",
    author: "Stephen J.",
  },
  {
    text:
      "Our school bus wouldn't build air one January morning with a full route of kids waiting in Palatka. " +
      "Their mechanic was there in 50 minutes, found a cracked fitting on the air dryer and replaced it. " +
      "The route ran only half an hour late and the kids thought it was an adventure.",
    author: "Yolanda B.",
  },
  {
    text:
      "Short hops around Gainesville meant my 6.7 Cummins kept throwing a soot load warning. They ran a " +
      "forced regen, found a faulty EGT sensor that was blocking normal regens, and replaced it. The truck " +
      "has regenerated on its own every time since.",
    author: "Travis K.",
  },
  {
    text:
      "Heard a loud clunk and then my Tahoe started wandering all over the lane on Belle Terre Parkway. " +
      "They found a broken sway bar link and a worn lower ball joint, replaced both in my driveway, and " +
      "showed me the old parts. Steering feels tight and straight for the first time in years.",
    author: "Deborah S.",
  },
  {
    text:
      "Our delivery truck picked up a nail in an inside dual at a customer's loading dock on Jacksonville's " +
      "Westside. They arrived in about an hour, swapped the tire without making us move the truck, and " +
      "finished before the driver was done unloading. That's the kind of service that keeps our routes on " +
      "time.",
    author: "Frank V.",
  },
  {
    text:
      "Check engine light and a slight miss on my Mack had me bracing for a huge bill. The mechanic ran a " +
      "full diagnostic at my place outside Hastings, found a single failed injector connector and fixed it " +
      "for less than I'd budgeted. Honest people are rare in this business, and these folks are honest.",
    author: "Kimberly A.",
  },
  {
    text:
      "The clutch on my manual Frontier started slipping badly on the way to a job in Flagler Beach. They " +
      "confirmed it was done and replaced it in our company lot instead of making me tow it anywhere. Good " +
      "communication, fair labor rate, and a warranty on the job.",
    author: "Omar J.",
  },
  {
    text:
      "After two weeks parked at a campground near Flagler Beach, our RV's chassis battery was completely " +
      "flat. They jump-started it, tested both the chassis and house batteries, and replaced the one that " +
      "was failing. Came out on a Saturday afternoon in roughly an hour and fifteen minutes.",
    author: "Heather N.",
  },
  {
    text:
      "Truck started overheating on Thanksgiving morning on I-95 near mile marker 318 north of St. " +
      "Augustine. I didn't expect anyone to pick up, but they did, and a mechanic arrived in an hour and a " +
      "half with a new fan clutch solenoid. The holiday rate was reasonable and I ate turkey with my family " +
      "that night.",
    author: "Ricky D.",
  },
  {
    text:
      "Hit a pothole on Archer Road in Gainesville and ended up with two flats at once. They brought two " +
      "tires in my size, mounted them on the spot, and inspected both rims for bends. Just under two hours " +
      "from my call to driving home, and the card reader worked fine in the rain.",
    author: "Maria L.",
  },
  {
    text:
      "Had a loud air leak at the gladhands every time I hooked up at a warehouse near the JAXPORT Dames " +
      "Point terminal. The tech replaced the worn seals, found a second leak at a trailer brake valve, and " +
      "fixed that too. Passed my DOT inspection the very next morning.",
    author: "Brian H.",
  },
  {
    text:
      "Sometimes my Kia would crank and sometimes it would just click, always at the worst moment. The tech " +
      "found a corroded main ground strap and a weak starter solenoid, replaced both in my work lot in " +
      "Ormond Beach, and showed me the green crust on the old strap. It has started perfectly every morning " +
      "since.",
    author: "Tasha G.",
  },
  {
    text:
      "Engine kept losing power and then dying on I-4 east of DeLand. They found air getting into the fuel " +
      "lines through a cracked primer pump housing, replaced it and bled the system. Arrived about an hour " +
      "and twenty minutes after I called, right at the exit ramp I'd limped to.",
    author: "Wade R.",
  },
  {
    text:
      "Our Sprinter van showed a DEF system fault with a countdown of 200 miles before it would limit " +
      "speed. They replaced the DEF pump at our shop in St. Augustine about three hours after I called and " +
      "cleared the countdown. Saved us a dealer appointment that was two weeks out.",
    author: "Julie C.",
  },
  {
    text:
      "Our backhoe kept overheating on a drainage job in western Flagler County. The radiator was packed " +
      "with mud and the belt was glazed, so they cleaned the core, replaced the belt and pressure-tested " +
      "the system. They drove out on dirt roads to find us, and we were working again that afternoon.",
    author: "Ivan P.",
  },
  {
    text:
      "Past midnight, back from a week away, and my car was dead in the long-term lot at Jacksonville " +
      "International. They arrived in about 50 minutes, jumped it, and tested the battery so I knew whether " +
      "I'd make it home. I did, and I bought a new battery from them the next week.",
    author: "Latoya W.",
  },
  {
    text:
      "A rusted brake line on my Sierra burst in the parking lot at work in Palatka and the pedal went to " +
      "the floor. They replaced the line from the master cylinder back, bled the system, and test drove it " +
      "before handing over the keys. Got there in about an hour and forty-five minutes and did it right.",
    author: "Dennis M.",
  },
  {
    text:
      "Transmission fluid was dripping onto my driveway in Ormond Beach and my Escape had started shifting " +
      "hard. They replaced a leaking pan gasket and a cracked cooler line, refilled with the correct fluid, " +
      "and checked for stored codes. Quick, tidy work, and it was warrantied. Paid by Zelle the minute they " +
      "finished.",
    author: "Sofia R.",
  },
  {
    text:
      "Merging onto I-95 from J. Turner Butler Boulevard, my Power Stroke lost boost and dropped into limp " +
      "mode. They found a failed boost sensor and a cracked charge air cooler tube on the turbo side, " +
      "replaced both on the shoulder, and had me going within two hours of my call.",
    author: "Clayton B.",
  },
  {
    text:
      "Half the warning lights on my dash came on during the drive home from Flagler Beach, and I had no " +
      "idea which ones were serious. The tech scanned every module, explained which lights mattered, traced " +
      "them all to a bad wheel speed sensor, and replaced it in my driveway. I finally understand what was " +
      "wrong with my own car.",
    author: "Megan F.",
  },
  {
    text:
      "A nasty pothole on Talleyrand Avenue near the port left my tractor bouncing and pulling to one side. " +
      "They found a broken shock mount and a loose U-bolt on the drive axle, replaced the shock and " +
      "retorqued everything. Honest pricing, and they caught details I would have missed.",
    author: "Rafael O.",
  },
];
