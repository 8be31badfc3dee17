//! Image uploads: the type is read from the bytes (never the file name), the size in pixels from
//! the header (an image over the limit is refused before it is decoded), and the image is decoded
//! under a memory limit and re-encoded, which drops every piece of metadata (EXIF, GPS, comments).
//! Decodes run on the blocking pool, at most one per core at a time, so a burst of uploads cannot
//! take the server's memory.

use std::io::Cursor;
use std::sync::LazyLock;

use image::{ImageFormat, ImageReader, Limits};
use tokio::sync::Semaphore;

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

/// How large an upload may be in pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ImageLimits {
    pub max_pixels: u64,
}

impl ImageLimits {
    /// A limit in megapixels (`media.max_megapixels`).
    pub fn megapixels(megapixels: f64) -> Self {
        Self { max_pixels: (megapixels.max(0.0) * 1_000_000.0) as u64 }
    }

    /// What a decode may allocate: the pixels at 16 bits per RGBA channel, plus the decoder's own
    /// buffers.
    fn max_alloc(&self) -> u64 {
        self.max_pixels.saturating_mul(8).saturating_add(16 * 1024 * 1024)
    }

    fn reader<'a>(&self, bytes: &'a [u8], format: ImageFormat) -> ImageReader<Cursor<&'a [u8]>> {
        let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
        let mut limits = Limits::default();
        limits.max_alloc = Some(self.max_alloc());
        reader.limits(limits);
        reader
    }
}

impl Default for ImageLimits {
    /// 40 megapixels: any phone photo, not a decompression bomb.
    fn default() -> Self {
        Self::megapixels(40.0)
    }
}

/// One decode at a time per core.
static DECODES: LazyLock<Semaphore> =
    LazyLock::new(|| Semaphore::new(std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get)));

/// [`process`] on the blocking pool, waiting for a free core first.
pub async fn process_bounded(bytes: Vec<u8>, limits: ImageLimits) -> Result<ProcessedImage, ImageError> {
    // Refuse what is not an image, or too large, before queueing for a core.
    dimensions(&bytes, &limits)?;
    let _permit = DECODES.acquire().await.map_err(|_| ImageError::Corrupt)?;
    tokio::task::spawn_blocking(move || process(&bytes, &limits)).await.map_err(|_| ImageError::Corrupt)?
}

/// The format and size in pixels from the header, refusing unsupported formats and images over the
/// limit without decoding them.
fn dimensions(bytes: &[u8], limits: &ImageLimits) -> Result<(ImageFormat, u32, u32), ImageError> {
    let format = image::guess_format(bytes).map_err(|_| ImageError::Unsupported)?;
    if !matches!(format, ImageFormat::Jpeg | ImageFormat::Png | ImageFormat::Gif | ImageFormat::WebP) {
        return Err(ImageError::Unsupported);
    }
    let (width, height) = limits.reader(bytes, format).into_dimensions().map_err(|_| ImageError::Corrupt)?;
    if u64::from(width) * u64::from(height) > limits.max_pixels {
        return Err(ImageError::TooManyPixels);
    }
    Ok((format, width, height))
}

/// Detects the format from the bytes, decodes and re-encodes: JPEG stays JPEG, the others become PNG.
pub fn process(bytes: &[u8], limits: &ImageLimits) -> Result<ProcessedImage, ImageError> {
    let (format, width, height) = dimensions(bytes, limits)?;
    let image = limits.reader(bytes, format).decode().map_err(|err| match err {
        image::ImageError::Limits(_) => ImageError::TooManyPixels,
        _ => ImageError::Corrupt,
    })?;
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
        let out = process(&input, &ImageLimits::default()).unwrap();
        assert_eq!((out.content_type, out.width, out.height), ("image/png", 4, 3));
        assert!(!out.bytes.windows(15).any(|w| w == b"secret location"), "metadata is stripped");
    }

    #[test]
    fn the_type_comes_from_the_bytes() {
        let limits = ImageLimits::default();
        assert_eq!(process(b"%PDF-1.7 not an image", &limits).unwrap_err(), ImageError::Unsupported);
        let svg = b"<svg xmlns='http://www.w3.org/2000/svg'/>";
        assert_eq!(process(svg, &limits).unwrap_err(), ImageError::Unsupported);
        let mut truncated = png_with_text_chunk();
        truncated.truncate(60);
        assert_eq!(process(&truncated, &limits).unwrap_err(), ImageError::Corrupt);
    }

    /// A PNG that claims `width` × `height` pixels in its header and holds one pixel of data:
    /// what a decompression bomb looks like before it is decoded.
    fn png_header_claiming(width: u32, height: u32) -> Vec<u8> {
        let mut out = Cursor::new(Vec::new());
        image::RgbImage::new(1, 1).write_to(&mut out, ImageFormat::Png).unwrap();
        let mut bytes = out.into_inner();
        bytes[16..20].copy_from_slice(&width.to_be_bytes());
        bytes[20..24].copy_from_slice(&height.to_be_bytes());
        let crc = crc32(&bytes[12..29]);
        bytes[29..33].copy_from_slice(&crc.to_be_bytes());
        bytes
    }

    #[test]
    fn images_over_the_pixel_limit_are_refused_from_the_header() {
        let bomb = png_header_claiming(7000, 7000);
        assert_eq!(process(&bomb, &ImageLimits::megapixels(40.0)).unwrap_err(), ImageError::TooManyPixels);
        let small = png_with_text_chunk();
        assert_eq!(process(&small, &ImageLimits { max_pixels: 11 }).unwrap_err(), ImageError::TooManyPixels);
        assert!(process(&small, &ImageLimits { max_pixels: 12 }).is_ok());
    }

    #[test]
    fn decodes_are_bounded_by_memory() {
        let limits = ImageLimits { max_pixels: 12 };
        assert_eq!(limits.max_alloc(), 12 * 8 + 16 * 1024 * 1024);
        // Within the pixel limit, a header-only image fails to decode instead of allocating.
        let claimed = png_header_claiming(3, 4);
        assert_eq!(process(&claimed, &limits).unwrap_err(), ImageError::Corrupt);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn bounded_processing_refuses_before_queueing_and_releases_every_core() {
        let bomb = png_header_claiming(20_000, 20_000);
        let refused = process_bounded(bomb, ImageLimits::default()).await.unwrap_err();
        assert_eq!(refused, ImageError::TooManyPixels);
        let jobs: Vec<_> =
            (0..8).map(|_| tokio::spawn(process_bounded(png_with_text_chunk(), ImageLimits::default()))).collect();
        for job in jobs {
            assert_eq!(job.await.unwrap().unwrap().width, 4);
        }
        let cores = std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get);
        assert_eq!(DECODES.available_permits(), cores);
    }
}
