//! Image uploads: the type is read from the bytes (never the file name), the image is decoded
//! within size limits and re-encoded, which drops every piece of metadata (EXIF, GPS, comments).

use std::io::Cursor;

use image::{ImageFormat, ImageReader, Limits};

/// A re-encoded image ready to store.
#[derive(Debug)]
pub struct ProcessedImage {
    pub bytes: Vec<u8>,
    pub content_type: &'static str,
    pub extension: &'static str,
    pub width: u32,
    pub height: u32,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ImageError {
    #[error("not a supported image (JPEG, PNG, GIF or WebP)")]
    Unsupported,
    #[error("the image could not be read")]
    Corrupt,
    #[error("the image has too many pixels")]
    TooManyPixels,
}

/// The most pixels an upload may have (a 50-megapixel photo), so a small file cannot expand into
/// gigabytes of memory.
const MAX_PIXELS: u64 = 50_000_000;

/// Detects the format from the bytes, decodes and re-encodes: JPEG stays JPEG, the others become PNG.
pub fn process(bytes: &[u8]) -> Result<ProcessedImage, ImageError> {
    let format = image::guess_format(bytes).map_err(|_| ImageError::Unsupported)?;
    if !matches!(format, ImageFormat::Jpeg | ImageFormat::Png | ImageFormat::Gif | ImageFormat::WebP) {
        return Err(ImageError::Unsupported);
    }
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    let mut limits = Limits::default();
    limits.max_alloc = Some(512 * 1024 * 1024);
    reader.limits(limits);
    let (width, height) = reader.into_dimensions().map_err(|_| ImageError::Corrupt)?;
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(ImageError::TooManyPixels);
    }
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    let mut limits = Limits::default();
    limits.max_alloc = Some(512 * 1024 * 1024);
    reader.limits(limits);
    let image = reader.decode().map_err(|_| ImageError::Corrupt)?;
    let mut out = Cursor::new(Vec::new());
    let (content_type, extension) = if format == ImageFormat::Jpeg {
        let rgb = image.to_rgb8();
        let encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 85);
        rgb.write_with_encoder(encoder).map_err(|_| ImageError::Corrupt)?;
        ("image/jpeg", "jpg")
    } else {
        image.write_to(&mut out, ImageFormat::Png).map_err(|_| ImageError::Corrupt)?;
        ("image/png", "png")
    };
    Ok(ProcessedImage { bytes: out.into_inner(), content_type, extension, width, height })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png_with_text_chunk() -> Vec<u8> {
        let img = image::RgbImage::from_fn(4, 3, |x, y| image::Rgb([x as u8 * 60, y as u8 * 80, 90]));
        let mut out = Cursor::new(Vec::new());
        img.write_to(&mut out, ImageFormat::Png).unwrap();
        let mut bytes = out.into_inner();
        // Insert a tEXt chunk (metadata) after IHDR: 8-byte signature + 25-byte IHDR chunk.
        let data = b"Comment\0secret location";
        let mut chunk = (data.len() as u32).to_be_bytes().to_vec();
        chunk.extend_from_slice(b"tEXt");
        chunk.extend_from_slice(data);
        let crc = crc32(&chunk[4..]);
        chunk.extend_from_slice(&crc.to_be_bytes());
        bytes.splice(33..33, chunk);
        bytes
    }

    fn crc32(data: &[u8]) -> u32 {
        let mut crc = 0xFFFF_FFFFu32;
        for byte in data {
            crc ^= u32::from(*byte);
            for _ in 0..8 {
                crc = if crc & 1 == 1 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
            }
        }
        !crc
    }

    #[test]
    fn images_are_reencoded_without_metadata() {
        let input = png_with_text_chunk();
        assert!(input.windows(15).any(|w| w == b"secret location"));
        let out = process(&input).unwrap();
        assert_eq!((out.content_type, out.width, out.height), ("image/png", 4, 3));
        assert!(!out.bytes.windows(15).any(|w| w == b"secret location"), "metadata is stripped");
    }

    #[test]
    fn the_type_comes_from_the_bytes() {
        assert_eq!(process(b"%PDF-1.7 not an image").unwrap_err(), ImageError::Unsupported);
        assert_eq!(process(b"<svg xmlns='http://www.w3.org/2000/svg'/>").unwrap_err(), ImageError::Unsupported);
        let mut truncated = png_with_text_chunk();
        truncated.truncate(60);
        assert_eq!(process(&truncated).unwrap_err(), ImageError::Corrupt);
    }
}
