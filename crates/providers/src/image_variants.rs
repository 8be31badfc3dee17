//! Resized copies of an uploaded picture for responsive images (`srcset`): each standard width
//! narrower than the picture, in lossy WebP and in the picture's own format (JPEG or PNG) for
//! browsers without WebP. A picture is never enlarged; one no wider than the smallest standard
//! width gets a WebP copy at its own size only.

use std::io::Cursor;

use image::imageops::FilterType;
use image::{DynamicImage, ImageFormat, ImageReader, Limits};

use crate::images::ImageError;

/// The widths covers are offered at: a phone card, a tablet or two-column layout, a wide page.
pub const WIDTHS: [u32; 3] = [480, 960, 1600];

/// WebP quality (0–100): visually close to the JPEG originals at a third less weight.
const WEBP_QUALITY: f32 = 80.0;
/// JPEG quality of the resized fallbacks, as for the originals.
const JPEG_QUALITY: u8 = 85;
/// The most pixels a stored picture may have to get variants (uploads are checked for the same).
const MAX_PIXELS: u64 = 50_000_000;

/// One resized copy.
#[derive(Debug, Clone)]
pub struct Variant {
    pub width: u32,
    pub height: u32,
    pub content_type: &'static str,
    pub extension: &'static str,
    pub bytes: Vec<u8>,
}

/// The widths a picture `width` pixels wide gets: the standard widths below its own, and its
/// own width when it is not wider than the widest standard one (so the largest copy is sharp).
pub fn target_widths(width: u32) -> Vec<u32> {
    let mut widths: Vec<u32> = WIDTHS.iter().copied().filter(|w| *w < width).collect();
    if width > 0 && width <= WIDTHS[WIDTHS.len() - 1] {
        widths.push(width);
    }
    widths
}

/// Makes the variants of a stored (already re-encoded) JPEG or PNG picture: WebP at every target
/// width, and the original format at every target width but the picture's own (the original is
/// that one). Other formats get none.
pub fn variants(bytes: &[u8]) -> Result<Vec<Variant>, ImageError> {
    let format = image::guess_format(bytes).map_err(|_| ImageError::Unsupported)?;
    if !matches!(format, ImageFormat::Jpeg | ImageFormat::Png) {
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
    let mut out = Vec::new();
    for target in target_widths(width) {
        let resized = if target == width { image.clone() } else { resize(&image, target) };
        out.push(webp(&resized)?);
        if target != width {
            out.push(same_format(&resized, format)?);
        }
    }
    Ok(out)
}

fn resize(image: &DynamicImage, width: u32) -> DynamicImage {
    let height = ((u64::from(image.height()) * u64::from(width) + u64::from(image.width()) / 2)
        / u64::from(image.width()))
    .max(1) as u32;
    image.resize_exact(width, height, FilterType::CatmullRom)
}

fn webp(image: &DynamicImage) -> Result<Variant, ImageError> {
    let (width, height) = (image.width(), image.height());
    let encoded = if image.color().has_alpha() {
        let rgba = image.to_rgba8();
        webp::Encoder::from_rgba(rgba.as_raw(), width, height).encode(WEBP_QUALITY).to_vec()
    } else {
        let rgb = image.to_rgb8();
        webp::Encoder::from_rgb(rgb.as_raw(), width, height).encode(WEBP_QUALITY).to_vec()
    };
    if encoded.is_empty() {
        return Err(ImageError::Corrupt);
    }
    Ok(Variant { width, height, content_type: "image/webp", extension: "webp", bytes: encoded })
}

fn same_format(image: &DynamicImage, format: ImageFormat) -> Result<Variant, ImageError> {
    let mut out = Cursor::new(Vec::new());
    let (content_type, extension) = if format == ImageFormat::Jpeg {
        let encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY);
        image.to_rgb8().write_with_encoder(encoder).map_err(|_| ImageError::Corrupt)?;
        ("image/jpeg", "jpg")
    } else {
        image.write_to(&mut out, ImageFormat::Png).map_err(|_| ImageError::Corrupt)?;
        ("image/png", "png")
    };
    Ok(Variant { width: image.width(), height: image.height(), content_type, extension, bytes: out.into_inner() })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encoded(width: u32, height: u32, format: ImageFormat) -> Vec<u8> {
        let img = image::RgbImage::from_fn(width, height, |x, y| image::Rgb([(x % 256) as u8, (y % 256) as u8, 90]));
        let mut out = Cursor::new(Vec::new());
        img.write_to(&mut out, format).unwrap();
        out.into_inner()
    }

    #[test]
    fn widths_never_enlarge_and_keep_the_own_width_below_the_widest() {
        assert_eq!(target_widths(3000), vec![480, 960, 1600]);
        assert_eq!(target_widths(1600), vec![480, 960, 1600]);
        assert_eq!(target_widths(1200), vec![480, 960, 1200]);
        assert_eq!(target_widths(480), vec![480]);
        assert_eq!(target_widths(200), vec![200]);
        assert!(target_widths(0).is_empty());
    }

    #[test]
    fn a_large_jpeg_gets_webp_and_jpeg_copies_at_each_width_keeping_its_proportions() {
        let out = variants(&encoded(2000, 1000, ImageFormat::Jpeg)).unwrap();
        let got: Vec<(u32, u32, &str)> = out.iter().map(|v| (v.width, v.height, v.content_type)).collect();
        assert_eq!(
            got,
            vec![
                (480, 240, "image/webp"),
                (480, 240, "image/jpeg"),
                (960, 480, "image/webp"),
                (960, 480, "image/jpeg"),
                (1600, 800, "image/webp"),
                (1600, 800, "image/jpeg"),
            ]
        );
        for v in &out {
            let format = image::guess_format(&v.bytes).unwrap();
            assert_eq!(format.to_mime_type(), v.content_type);
            let decoded = image::load_from_memory(&v.bytes).unwrap();
            assert_eq!((decoded.width(), decoded.height()), (v.width, v.height));
        }
    }

    #[test]
    fn a_small_png_gets_one_webp_copy_and_keeps_itself_as_the_fallback() {
        let out = variants(&encoded(300, 200, ImageFormat::Png)).unwrap();
        assert_eq!(out.len(), 1);
        assert_eq!((out[0].width, out[0].height, out[0].extension), (300, 200, "webp"));
        let mid = variants(&encoded(1000, 500, ImageFormat::Png)).unwrap();
        let kinds: Vec<(u32, &str)> = mid.iter().map(|v| (v.width, v.extension)).collect();
        assert_eq!(kinds, vec![(480, "webp"), (480, "png"), (960, "webp"), (960, "png"), (1000, "webp")]);
    }

    #[test]
    fn other_bytes_get_no_variants() {
        assert_eq!(variants(b"%PDF-1.7").unwrap_err(), ImageError::Unsupported);
        let mut cut = encoded(600, 400, ImageFormat::Png);
        cut.truncate(80);
        assert_eq!(variants(&cut).unwrap_err(), ImageError::Corrupt);
    }
}
