//! CIP-8 / CIP-30 `signData`: a signature proves control of an address only when it names the
//! address, signs the message, and comes from the address's own payment key.

use coset::cbor::value::Value;
use coset::{CborSerializable, CoseKeyBuilder, CoseSign1, Label};
use matchpool_providers::cardano::{CardanoError, Cip8Error, DevWallet, verify_sign_data};
use matchpool_providers::chain::Network;
use pallas_addresses::{Address, ShelleyAddress, ShelleyDelegationPart, ShelleyPaymentPart};
use pallas_crypto::hash::Hash;

const CHALLENGE: &[u8] = b"matchpool claim 0193f0c2 for tx 5f1e";

fn wallet(seed: u8) -> DevWallet {
    DevWallet::from_seed([seed; 32], Network::Preprod)
}

fn sign1(signature_hex: &str) -> CoseSign1 {
    CoseSign1::from_slice(&hex::decode(signature_hex).unwrap()).unwrap()
}

fn hex_of(sign1: CoseSign1) -> String {
    hex::encode(sign1.to_vec().unwrap())
}

#[test]
fn a_wallet_signature_proves_its_address() {
    let donor = wallet(1);
    let (signature, key) = donor.sign_data(CHALLENGE);
    assert_eq!(verify_sign_data(Network::Preprod, &donor.bech32(), &signature, &key, CHALLENGE), Ok(()));
    let hex_address = hex::encode(donor.address().to_vec());
    assert_eq!(
        verify_sign_data(Network::Preprod, &hex_address, &signature, &key, CHALLENGE),
        Ok(()),
        "CIP-30 gives addresses as hex too"
    );
}

#[test]
fn the_answer_has_the_shape_wallets_give() {
    let (signature, key) = wallet(1).sign_data(CHALLENGE);
    let sign1 = sign1(&signature);
    assert_eq!(sign1.payload.as_deref(), Some(CHALLENGE));
    assert!(sign1.protected.header.rest.iter().any(|(label, _)| *label == Label::Text("address".into())));
    assert_eq!(sign1.unprotected.rest, vec![(Label::Text("hashed".into()), Value::Bool(false))]);
    // {1: 1 (OKP), 3: -8 (EdDSA), -1: 6 (Ed25519), -2: the 32-byte key}
    assert!(key.starts_with("a401010327200621582"), "{key}");
    assert_eq!(key.len(), 2 * (10 + 32));
}

#[test]
fn a_signature_of_another_message_is_refused() {
    let donor = wallet(1);
    let (signature, key) = donor.sign_data(b"something else");
    assert_eq!(
        verify_sign_data(Network::Preprod, &donor.bech32(), &signature, &key, CHALLENGE),
        Err(Cip8Error::OtherPayload)
    );
}

#[test]
fn a_signature_for_another_address_is_refused() {
    let (donor, thief) = (wallet(1), wallet(2));
    let (signature, key) = thief.sign_data(CHALLENGE);
    assert_eq!(
        verify_sign_data(Network::Preprod, &donor.bech32(), &signature, &key, CHALLENGE),
        Err(Cip8Error::OtherAddress)
    );
}

#[test]
fn a_key_that_is_not_the_addresss_is_refused() {
    let (donor, thief) = (wallet(1), wallet(2));
    // The thief's own valid signature, with the header rewritten to name the donor's address and
    // signed again with the thief's key: it verifies, but the key does not spend the address.
    let (signature, thief_key) = thief.sign_data(CHALLENGE);
    let mut forged = sign1(&signature);
    forged.protected.original_data = None;
    for (label, value) in &mut forged.protected.header.rest {
        if *label == Label::Text("address".into()) {
            *value = Value::Bytes(donor.address().to_vec());
        }
    }
    let resigned = pallas_crypto::key::ed25519::SecretKey::from([2; 32]).sign(forged.tbs_data(b""));
    forged.signature = resigned.as_ref().to_vec();
    assert_eq!(
        verify_sign_data(Network::Preprod, &donor.bech32(), &hex_of(forged), &thief_key, CHALLENGE),
        Err(Cip8Error::OtherKey)
    );
    // The donor's signature presented with the thief's key.
    let (signature, _) = donor.sign_data(CHALLENGE);
    assert_eq!(
        verify_sign_data(Network::Preprod, &donor.bech32(), &signature, &thief_key, CHALLENGE),
        Err(Cip8Error::OtherKey)
    );
}

#[test]
fn a_tampered_signature_is_refused() {
    let donor = wallet(1);
    let (signature, key) = donor.sign_data(CHALLENGE);
    let mut flipped = sign1(&signature);
    flipped.signature[10] ^= 1;
    assert_eq!(
        verify_sign_data(Network::Preprod, &donor.bech32(), &hex_of(flipped), &key, CHALLENGE),
        Err(Cip8Error::BadSignature)
    );
    // The signed message swapped for the one the verifier expects, the signature kept.
    let (other, _) = donor.sign_data(b"a harmless message");
    let mut swapped = sign1(&other);
    swapped.payload = Some(CHALLENGE.to_vec());
    assert_eq!(
        verify_sign_data(Network::Preprod, &donor.bech32(), &hex_of(swapped), &key, CHALLENGE),
        Err(Cip8Error::BadSignature)
    );
    let mut short = sign1(&signature);
    short.signature.truncate(63);
    assert_eq!(
        verify_sign_data(Network::Preprod, &donor.bech32(), &hex_of(short), &key, CHALLENGE),
        Err(Cip8Error::BadSignature)
    );
}

#[test]
fn garbage_is_refused_with_its_reason() {
    let donor = wallet(1);
    let (signature, key) = donor.sign_data(CHALLENGE);
    let check =
        |signature: &str, key: &str| verify_sign_data(Network::Preprod, &donor.bech32(), signature, key, CHALLENGE);
    assert!(matches!(check("zz", &key), Err(Cip8Error::MalformedSignature(_))));
    assert!(matches!(check("", &key), Err(Cip8Error::MalformedSignature(_))));
    assert!(matches!(check("a0", &key), Err(Cip8Error::MalformedSignature(_))), "a map, not COSE_Sign1");
    assert!(matches!(check(&signature, "not hex"), Err(Cip8Error::MalformedKey(_))));
    assert!(matches!(check(&signature, "a0"), Err(Cip8Error::MalformedKey(_))), "no key type");
    let okp = |curve: i64, x: Vec<u8>| {
        let key = CoseKeyBuilder::new_okp_key().param(-1, Value::from(curve)).param(-2, Value::Bytes(x)).build();
        hex::encode(key.to_vec().unwrap())
    };
    assert!(matches!(check(&signature, &okp(6, vec![1; 31])), Err(Cip8Error::MalformedKey(_))), "x of 31 bytes");
    assert!(matches!(check(&signature, &okp(4, vec![1; 32])), Err(Cip8Error::MalformedKey(_))), "X25519");
    assert!(matches!(
        verify_sign_data(Network::Preprod, "addr_nonsense", &signature, &key, CHALLENGE),
        Err(Cip8Error::Address(CardanoError::BadAddress(_)))
    ));
}

#[test]
fn the_address_must_be_of_the_network_and_spent_with_a_key() {
    let donor = wallet(1);
    let (signature, key) = donor.sign_data(CHALLENGE);
    assert!(matches!(
        verify_sign_data(Network::Mainnet, &donor.bech32(), &signature, &key, CHALLENGE),
        Err(Cip8Error::Address(CardanoError::WrongNetwork { .. }))
    ));
    let script: Address = ShelleyAddress::new(
        pallas_addresses::Network::Testnet,
        ShelleyPaymentPart::script_hash(Hash::new([7; 28])),
        ShelleyDelegationPart::Null,
    )
    .into();
    assert!(matches!(
        verify_sign_data(Network::Preprod, &script.to_string(), &signature, &key, CHALLENGE),
        Err(Cip8Error::NotKeyAddress(_))
    ));
}

/// A `signData` answer made by another implementation (Lucid, over CML's message signing) for a
/// testnet base address, with the message "Hello CIP-8 Validator Test".
#[test]
fn a_signature_made_by_another_implementation_verifies() {
    let signature = "845846a201276761646472657373583900f10840b13778a09da03a2dce536b0dbd8ffaa8f87a6eafd540f5f38dff32d51235d5d926b1919f18b9327260252ca1991f13a0470d6d969da166686173686564f4581a48656c6c6f204349502d382056616c696461746f722054657374584099acd45bf7a27e6804d884e8dc94b721e41be570696d6aad9a1aa8f636b9a716d7c5726b4de6efa22b6b593b69a4688c3013ab6c6d41b7f8e2b9a33eaeecfa09";
    let key = "a4010103272006215820eda779b2c99f5915fe4841ca35017a41be5fd79046ebb87e02a0988f6f5550b2";
    let address = "00f10840b13778a09da03a2dce536b0dbd8ffaa8f87a6eafd540f5f38dff32d51235d5d926b1919f18b9327260252ca1991f13a0470d6d969d";
    let message = b"Hello CIP-8 Validator Test";
    assert_eq!(verify_sign_data(Network::Preprod, address, signature, key, message), Ok(()));
    assert_eq!(
        verify_sign_data(Network::Preprod, address, signature, key, b"Hello CIP-8 Validator Tesu"),
        Err(Cip8Error::OtherPayload)
    );
}

/// CIP-8 lets a signer sign the message's blake2b-224 hash instead, saying so with `hashed: true`.
#[test]
fn a_signature_of_the_hashed_message_verifies_when_it_says_so() {
    let donor = wallet(1);
    let (signature, key) = donor.sign_data(CHALLENGE);
    let mut hashed = sign1(&signature);
    hashed.protected.original_data = None;
    hashed.payload = Some(pallas_crypto::hash::Hasher::<224>::hash(CHALLENGE).to_vec());
    hashed.unprotected.rest = vec![(Label::Text("hashed".into()), Value::Bool(true))];
    hashed.signature =
        pallas_crypto::key::ed25519::SecretKey::from([1; 32]).sign(hashed.tbs_data(b"")).as_ref().to_vec();
    let hashed_hex = hex_of(hashed.clone());
    assert_eq!(verify_sign_data(Network::Preprod, &donor.bech32(), &hashed_hex, &key, CHALLENGE), Ok(()));
    assert_eq!(
        verify_sign_data(Network::Preprod, &donor.bech32(), &hashed_hex, &key, b"another message"),
        Err(Cip8Error::OtherPayload)
    );
    // The same signature claiming the payload is the message itself.
    hashed.unprotected.rest = vec![(Label::Text("hashed".into()), Value::Bool(false))];
    assert_eq!(
        verify_sign_data(Network::Preprod, &donor.bech32(), &hex_of(hashed), &key, CHALLENGE),
        Err(Cip8Error::OtherPayload)
    );
}
