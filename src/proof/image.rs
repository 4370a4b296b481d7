//! A photo as the server keeps it: decoded (which proves it is an image),
//! turned upright by its EXIF orientation, no larger than 1920 px on its long
//! edge, and re-encoded as JPEG, which leaves every EXIF field behind (the
//! phone's make, serial number, and any position it wrote). The phone does
//! the same before sending, so a photo is a few hundred KB on one bar of
//! signal; the server does it again because it trusts no client.
use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits};
use std::io::Cursor;

/// The long edge of a kept photo, and of its thumbnail.
pub const LONG_EDGE: u32 = 1920;
pub const THUMB_EDGE: u32 = 320;

/// A photo made ready to keep.
pub struct Prepared {
    pub full: Vec<u8>,
    pub thumb: Vec<u8>,
    pub width: u32,
    pub height: u32,
}

/// Why bytes are not a photo.
#[derive(Debug, PartialEq, Eq)]
pub enum NotAPhoto {
    /// Not a JPEG or a PNG (by its first bytes).
    Format,
    /// It says it is one, but does not decode (cut short, corrupt), or is
    /// too large to decode (a "decompression bomb").
    Broken(String),
}

impl NotAPhoto {
    pub fn message(&self) -> String {
        match self {
            NotAPhoto::Format => "This is not a photo: send a JPEG or PNG image.".into(),
            NotAPhoto::Broken(why) => format!("This image could not be read ({why}). Please take the photo again."),
        }
    }
}

/// Decodes, turns upright, shrinks and re-encodes `bytes`.
pub fn prepare(bytes: &[u8]) -> Result<Prepared, NotAPhoto> {
    let reader = ImageReader::new(Cursor::new(bytes)).with_guessed_format().map_err(|_| NotAPhoto::Format)?;
    if !matches!(reader.format(), Some(ImageFormat::Jpeg | ImageFormat::Png)) {
        return Err(NotAPhoto::Format);
    }
    let mut reader = reader;
    // A 100-megapixel camera is 12,000 px wide; past that, or past 512 MB
    // decoded, the file is made to exhaust memory, not a photo.
    let mut limits = Limits::default();
    limits.max_image_width = Some(16_000);
    limits.max_image_height = Some(16_000);
    limits.max_alloc = Some(512 * 1024 * 1024);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(|e| NotAPhoto::Broken(e.to_string()))?;
    let orientation = decoder.orientation().map_err(|e| NotAPhoto::Broken(e.to_string()))?;
    let mut img = DynamicImage::from_decoder(decoder).map_err(|e| NotAPhoto::Broken(e.to_string()))?;
    img.apply_orientation(orientation);
    let img = if img.width().max(img.height()) > LONG_EDGE {
        img.resize(LONG_EDGE, LONG_EDGE, image::imageops::FilterType::Triangle)
    } else {
        img
    };
    let thumb = img.thumbnail(THUMB_EDGE, THUMB_EDGE);
    Ok(Prepared { full: jpeg(&img, 82)?, thumb: jpeg(&thumb, 75)?, width: img.width(), height: img.height() })
}

fn jpeg(img: &DynamicImage, quality: u8) -> Result<Vec<u8>, NotAPhoto> {
    let mut out = Vec::new();
    let rgb = img.to_rgb8();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, quality)
        .encode_image(&rgb)
        .map_err(|e| NotAPhoto::Broken(e.to_string()))?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(width: u32, height: u32) -> Vec<u8> {
        let img = DynamicImage::new_rgb8(width, height);
        let mut out = Cursor::new(Vec::new());
        img.write_to(&mut out, ImageFormat::Png).unwrap();
        out.into_inner()
    }

    #[test]
    fn a_large_photo_is_kept_at_1920_on_its_long_edge_as_jpeg() {
        let p = prepare(&png(4000, 3000)).unwrap();
        assert_eq!((p.width, p.height), (1920, 1440));
        assert_eq!(&p.full[..2], &[0xFF, 0xD8], "JPEG");
        let thumb = image::load_from_memory(&p.thumb).unwrap();
        assert_eq!((thumb.width(), thumb.height()), (320, 240));
    }

    #[test]
    fn what_is_not_an_image_is_refused() {
        assert_eq!(prepare(b"%PDF-1.7 not a photo").err(), Some(NotAPhoto::Format));
        assert_eq!(prepare(b"").err(), Some(NotAPhoto::Format));
        let mut cut = png(50, 50);
        cut.truncate(40);
        assert!(matches!(prepare(&cut), Err(NotAPhoto::Broken(_))));
    }
}
