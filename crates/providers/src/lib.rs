//! Matchpool's providers: the outside services the platform depends on, each behind a small
//! interface with a real implementation and a development one that works offline.

pub mod cardano;
pub mod chain;
pub mod image_variants;
pub mod images;
pub mod mail;
pub mod media;
pub mod payments;
pub mod rates;
