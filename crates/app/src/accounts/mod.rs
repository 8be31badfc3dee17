//! Accounts people can keep (issue 13): confirming the email address, resetting a forgotten
//! password, changing it. Each emailed link carries a random single-use token; only its SHA-256
//! is stored, and it works once, until it expires.

mod email;
mod email_change;
mod leaving;
pub mod oidc;
mod operator;
mod password;
mod profile;
mod refresh;
mod register;
pub mod sessions;

pub(crate) use email::verified_email_required;
pub use email::{confirm_email, require_verified_email, send_verification};
pub use email_change::{confirm_email_change, request_email_change};
pub use leaving::{Deleted, delete_account};
pub use operator::create_operator;
pub use password::{change_password, request_reset, reset_password};
pub use profile::{set_avatar, update_profile};
pub use refresh::{REFRESH_GRACE, Rotated, rotate_refresh};
pub use register::{Registration, register};

use rand::RngCore;
use sha2::{Digest, Sha256};

use crate::AppError;

/// A new link token (256 random bits, hex) and the hash that is stored.
pub(crate) fn new_token() -> (String, String) {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    let token = hex::encode(bytes);
    let hash = hash_token(&token);
    (token, hash)
}

pub(crate) fn hash_token(token: &str) -> String {
    hex::encode(Sha256::digest(token.trim().as_bytes()))
}

/// A link that is unknown, used or expired: one answer, so nothing is learned from it.
fn link_invalid() -> AppError {
    AppError::unprocessable("auth.link_invalid", "This link has expired or was already used. Please ask for a new one.")
}
