//! CIP-8 message signatures, as CIP-30's `signData(address, payload)` answers them: a COSE_Sign1
//! structure whose protected header names the address, and the COSE_Key that signed it. A valid
//! one proves that whoever answered holds the key that spends from the address.

use coset::cbor::value::Value;
use coset::iana::{self, EnumI64};
use coset::{
    CborSerializable, CoseKey, CoseKeyBuilder, CoseSign1, CoseSign1Builder, HeaderBuilder, Label, RegisteredLabel,
    RegisteredLabelWithPrivate, TaggedCborSerializable,
};
use pallas_addresses::Address;
use pallas_crypto::hash::Hasher;
use pallas_crypto::key::ed25519::{PublicKey, SecretKey, Signature};

use super::{CardanoError, address_on, bech32, payment_key};
use crate::chain::Network;

/// Why a CIP-8 signature does not prove control of an address.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Cip8Error {
    #[error(transparent)]
    Address(#[from] CardanoError),
    #[error("{0} is not spent with a key signature, so no key can speak for it")]
    NotKeyAddress(String),
    #[error("the signature is not a CIP-8 COSE_Sign1 structure: {0}")]
    MalformedSignature(String),
    #[error("the key is not an Ed25519 COSE_Key: {0}")]
    MalformedKey(String),
    #[error("the signature was made for another address")]
    OtherAddress,
    #[error("the signature was made for another message")]
    OtherPayload,
    #[error("the key is not the address's payment key")]
    OtherKey,
    #[error("the signature does not match the message and the key")]
    BadSignature,
}

/// The protected header field naming the address (CIP-8).
const ADDRESS: &str = "address";
/// The unprotected header field saying whether the payload is the message's blake2b-224 hash.
const HASHED: &str = "hashed";

/// Checks a CIP-30 `signData` answer (`signature_hex`, `key_hex`) for `address` (bech32 or hex,
/// of `network`): the signature names the address, signs `payload`, verifies with the key, and
/// the key is the address's payment key.
pub fn verify_sign_data(
    network: Network,
    address: &str,
    signature_hex: &str,
    key_hex: &str,
    payload: &[u8],
) -> Result<(), Cip8Error> {
    let address = address_on(network, address)?;
    let key_hash = payment_key(&address).ok_or_else(|| Cip8Error::NotKeyAddress(bech32(&address)))?;
    let sign1 = read_sign1(signature_hex)?;
    let key = read_key(key_hex)?;

    let protected = &sign1.protected.header;
    if protected.alg != Some(RegisteredLabelWithPrivate::Assigned(iana::Algorithm::EdDSA)) {
        return Err(Cip8Error::MalformedSignature("its algorithm is not EdDSA".into()));
    }
    match header_value(&protected.rest, ADDRESS) {
        Some(Value::Bytes(named)) if *named == address.to_vec() => {}
        Some(Value::Bytes(_)) => return Err(Cip8Error::OtherAddress),
        _ => return Err(Cip8Error::MalformedSignature("its protected header names no address".into())),
    }
    let hashed = matches!(header_value(&sign1.unprotected.rest, HASHED), Some(Value::Bool(true)));
    let expected = if hashed { Hasher::<224>::hash(payload).to_vec() } else { payload.to_vec() };
    if sign1.payload.as_deref() != Some(expected.as_slice()) {
        return Err(Cip8Error::OtherPayload);
    }
    if Hasher::<224>::hash(key.as_ref()) != key_hash {
        return Err(Cip8Error::OtherKey);
    }
    let signature = Signature::try_from(sign1.signature.as_slice()).map_err(|_| Cip8Error::BadSignature)?;
    if !key.verify(sign1.tbs_data(b""), &signature) {
        return Err(Cip8Error::BadSignature);
    }
    Ok(())
}

/// What CIP-30's `signData(address, payload)` answers for `key`: the COSE_Sign1 signature and
/// the COSE_Key, each as hex CBOR.
pub(crate) fn sign_data(key: &SecretKey, address: &Address, payload: &[u8]) -> (String, String) {
    let protected = HeaderBuilder::new()
        .algorithm(iana::Algorithm::EdDSA)
        .text_value(ADDRESS.into(), Value::Bytes(address.to_vec()))
        .build();
    let unprotected = HeaderBuilder::new().text_value(HASHED.into(), Value::Bool(false)).build();
    let sign1 = CoseSign1Builder::new()
        .protected(protected)
        .unprotected(unprotected)
        .payload(payload.to_vec())
        .create_signature(b"", |data| key.sign(data).as_ref().to_vec())
        .build();
    let public = key.public_key();
    let cose_key = CoseKeyBuilder::new_okp_key()
        .algorithm(iana::Algorithm::EdDSA)
        .param(iana::OkpKeyParameter::Crv.to_i64(), Value::from(iana::EllipticCurve::Ed25519.to_i64()))
        .param(iana::OkpKeyParameter::X.to_i64(), Value::Bytes(public.as_ref().to_vec()))
        .build();
    // Encoding these structures into a vector cannot fail.
    let hex_of = |bytes: coset::Result<Vec<u8>>| hex::encode(bytes.unwrap_or_default());
    (hex_of(sign1.to_vec()), hex_of(cose_key.to_vec()))
}

fn read_sign1(signature_hex: &str) -> Result<CoseSign1, Cip8Error> {
    let bytes = hex::decode(signature_hex.trim()).map_err(|e| Cip8Error::MalformedSignature(e.to_string()))?;
    // Wallets answer the untagged form; the tagged one (18) means the same.
    CoseSign1::from_slice(&bytes)
        .or_else(|_| CoseSign1::from_tagged_slice(&bytes))
        .map_err(|e| Cip8Error::MalformedSignature(e.to_string()))
}

/// The Ed25519 public key of an OKP COSE_Key (`-2`, x).
fn read_key(key_hex: &str) -> Result<PublicKey, Cip8Error> {
    let bytes = hex::decode(key_hex.trim()).map_err(|e| Cip8Error::MalformedKey(e.to_string()))?;
    let key = CoseKey::from_slice(&bytes).map_err(|e| Cip8Error::MalformedKey(e.to_string()))?;
    if key.kty != RegisteredLabel::Assigned(iana::KeyType::OKP) {
        return Err(Cip8Error::MalformedKey("its type is not OKP".into()));
    }
    let param = |label: iana::OkpKeyParameter| {
        key.params.iter().find(|(l, _)| *l == Label::Int(label.to_i64())).map(|(_, value)| value)
    };
    if let Some(curve) = param(iana::OkpKeyParameter::Crv)
        && curve != &Value::from(iana::EllipticCurve::Ed25519.to_i64())
    {
        return Err(Cip8Error::MalformedKey("its curve is not Ed25519".into()));
    }
    match param(iana::OkpKeyParameter::X) {
        Some(Value::Bytes(x)) => {
            PublicKey::try_from(x.as_slice()).map_err(|_| Cip8Error::MalformedKey("x is not 32 bytes".into()))
        }
        _ => Err(Cip8Error::MalformedKey("it has no x".into())),
    }
}

fn header_value<'a>(rest: &'a [(Label, Value)], name: &str) -> Option<&'a Value> {
    rest.iter().find(|(label, _)| matches!(label, Label::Text(text) if text == name)).map(|(_, value)| value)
}
