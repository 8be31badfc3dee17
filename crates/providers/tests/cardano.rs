//! Building payments from CIP-30 UTxOs, and the development ledger checking them like the chain.

use std::collections::BTreeMap;

use matchpool_providers::cardano::{self, Assets, BuildError, DevWallet, Payment, PaymentRequest, Utxo};
use matchpool_providers::chain::{
    ChainProvider, DevLedger, DevLedgerError, Network, ProtocolParams, TxStatus, paid_to,
};
use pallas_crypto::hash::{Hash, Hasher};
use pallas_txbuilder::{BuildConway, Input, Output, StagingTransaction};

const ADA: u64 = 1_000_000;

fn wallet(seed: u8) -> DevWallet {
    DevWallet::from_seed([seed; 32], Network::Preprod)
}

fn utxo(owner: &DevWallet, n: u8, lovelace: u64) -> Utxo {
    Utxo {
        tx_hash: Hash::new([n; 32]),
        index: u64::from(n),
        address: owner.address().clone(),
        lovelace,
        assets: Assets::new(),
    }
}

fn request<'a>(
    utxos: &'a [Utxo],
    to: &'a DevWallet,
    from: &'a DevWallet,
    lovelace: u64,
    params: &'a ProtocolParams,
) -> PaymentRequest<'a> {
    PaymentRequest {
        utxos,
        payments: vec![Payment { to: to.address(), lovelace }],
        change_to: from.address(),
        ttl: 1_000,
        network: Network::Preprod,
        params,
        message: &[],
    }
}

#[test]
fn a_payment_pays_exactly_the_amount_with_change_and_the_linear_fee() {
    let (donor, project) = (wallet(1), wallet(2));
    let params = ProtocolParams::conway_mainnet();
    let utxos = [utxo(&donor, 1, 3 * ADA), utxo(&donor, 2, 50 * ADA), utxo(&donor, 3, 8 * ADA)];
    let payment = cardano::build_payment(&request(&utxos, &project, &donor, 20 * ADA, &params)).unwrap();
    assert_eq!(payment.inputs, 1, "the largest output alone is enough");
    let tx = cardano::parse(&payment.tx_cbor).unwrap();
    assert_eq!(tx.inputs[0].tx_hash, Hash::new([2; 32]));
    assert_eq!((tx.outputs[0].address.clone(), tx.outputs[0].lovelace), (project.address().clone(), 20 * ADA));
    assert_eq!(
        (tx.outputs[1].address.clone(), tx.outputs[1].lovelace),
        (donor.address().clone(), 30 * ADA - payment.fee)
    );
    assert_eq!((tx.fee, tx.ttl, tx.network_id), (payment.fee, Some(1_000), Some(0)));
    assert!(tx.vkey_witnesses.is_empty(), "unsigned");
    let signed_size = cardano::with_witnesses(&payment.tx_cbor, &donor.sign(&payment.tx_cbor).unwrap()).unwrap().len();
    assert!(payment.fee >= params.min_fee(signed_size), "the fee covers the signed size");
    assert!(payment.fee < params.min_fee(signed_size + 30), "and little more: {}", payment.fee);
    assert_eq!(payment.txid, tx.txid());
}

/// A checkout's payment: one output per project, in order, even two to the same address (the
/// platform payout address for two projects without a wallet), and the ledger takes it.
#[tokio::test]
async fn one_payment_pays_several_outputs_exactly() {
    let ledger = DevLedger::new(100, Network::Preprod);
    let (donor, first, payout) = (wallet(1), wallet(2), wallet(3));
    let utxos = ledger.utxos(donor.address());
    let params = ledger.protocol_parameters().await.unwrap();
    let payments = vec![
        Payment { to: first.address(), lovelace: 7 * ADA },
        Payment { to: payout.address(), lovelace: 3 * ADA },
        Payment { to: payout.address(), lovelace: 2 * ADA },
    ];
    let message = lines(&["matchpool checkout"]);
    let request = PaymentRequest {
        utxos: &utxos,
        payments: payments.clone(),
        change_to: donor.address(),
        ttl: ledger.tip_slot().await.unwrap() + 600,
        network: Network::Preprod,
        params: &params,
        message: &message,
    };
    let payment = cardano::build_payment(&request).unwrap();
    let tx = cardano::parse(&payment.tx_cbor).unwrap();
    let outputs: Vec<(String, u64)> = tx.outputs.iter().map(|o| (cardano::bech32(&o.address), o.lovelace)).collect();
    assert_eq!(
        outputs[..3],
        [(first.bech32(), 7 * ADA), (payout.bech32(), 3 * ADA), (payout.bech32(), 2 * ADA)],
        "one output per payment, in order"
    );
    assert_eq!(outputs[3], (donor.bech32(), 100 * ADA - 12 * ADA - payment.fee), "then the change");
    let signed = cardano::with_witnesses(&payment.tx_cbor, &donor.sign(&payment.tx_cbor).unwrap()).unwrap();
    let txid = ledger.submit(&signed).await.unwrap();
    let TxStatus::Confirmed { outputs, .. } = ledger.transaction(&txid).await.unwrap() else { panic!("confirmed") };
    assert_eq!(paid_to(&outputs, &[payout.bech32().as_str()]), 5 * ADA as i64);
    assert_eq!(ledger.balance(first.address()), 107 * ADA);

    let mut dust = request;
    dust.payments = vec![payments[0], Payment { to: payout.address(), lovelace: 1_000 }];
    assert!(
        matches!(cardano::build_payment(&dust), Err(BuildError::BelowMinimum { .. })),
        "every output must hold the ledger's minimum"
    );
    dust.payments = Vec::new();
    assert!(matches!(cardano::build_payment(&dust), Err(BuildError::Builder(_))), "no output, no payment");
}

#[test]
fn coin_selection_takes_more_inputs_and_gives_dust_to_the_fee() {
    let (donor, project) = (wallet(1), wallet(2));
    let params = ProtocolParams::conway_mainnet();
    let utxos = [utxo(&donor, 1, 4 * ADA), utxo(&donor, 2, 5 * ADA), utxo(&donor, 3, 3 * ADA)];
    let payment = cardano::build_payment(&request(&utxos, &project, &donor, 8 * ADA, &params)).unwrap();
    assert_eq!(payment.inputs, 2, "5 + 4 ADA");
    // 9 ADA in, 8 ADA out: the rest is below an output's minimum, so it all goes to the fee.
    let tx = cardano::parse(&payment.tx_cbor).unwrap();
    assert_eq!(tx.outputs.len(), 1, "no change output");
    assert_eq!((payment.fee, payment.change), (ADA, 0));

    let short = cardano::build_payment(&request(&utxos, &project, &donor, 12 * ADA, &params));
    assert!(
        matches!(short, Err(BuildError::InsufficientFunds { available, .. }) if available == 12 * ADA),
        "{short:?}"
    );
    let tiny = cardano::build_payment(&request(&utxos, &project, &donor, 1_000, &params));
    assert!(matches!(tiny, Err(BuildError::BelowMinimum { .. })), "{tiny:?}");
}

#[test]
fn tokens_of_chosen_inputs_go_back_with_the_change() {
    let (donor, project) = (wallet(1), wallet(2));
    let params = ProtocolParams::conway_mainnet();
    let policy = Hash::<28>::new([5; 28]);
    let mut with_tokens = utxo(&donor, 1, 30 * ADA);
    with_tokens.assets = BTreeMap::from([(policy, BTreeMap::from([(b"THANK".to_vec(), 2_000)]))]);
    let utxos = [with_tokens.clone(), utxo(&donor, 2, 10 * ADA)];
    let payment = cardano::build_payment(&request(&utxos, &project, &donor, 5 * ADA, &params)).unwrap();
    let tx = cardano::parse(&payment.tx_cbor).unwrap();
    assert_eq!((tx.inputs.len(), tx.inputs[0].tx_hash), (1, Hash::new([2; 32])), "ADA-only outputs first");
    assert!(tx.outputs.iter().all(|o| o.assets.is_empty()));

    let payment = cardano::build_payment(&request(&utxos, &project, &donor, 25 * ADA, &params)).unwrap();
    let tx = cardano::parse(&payment.tx_cbor).unwrap();
    assert_eq!(tx.inputs.len(), 2);
    assert_eq!(tx.outputs[0].assets, Assets::new(), "the project gets ADA only");
    assert_eq!(tx.outputs[1].assets, with_tokens.assets, "the tokens come back");
}

#[test]
fn utxos_read_back_from_their_cip30_form() {
    let donor = wallet(1);
    let mut original = utxo(&donor, 7, 12 * ADA);
    original.assets = BTreeMap::from([(Hash::<28>::new([9; 28]), BTreeMap::from([(b"A".to_vec(), 1)]))]);
    assert_eq!(Utxo::from_cbor_hex(&original.to_cbor_hex()).unwrap(), original);
    assert!(Utxo::from_cbor_hex("zz").is_err());
    assert!(Utxo::from_cbor_hex("8200").is_err());
}

#[tokio::test]
async fn the_dev_ledger_spends_genesis_outputs_and_confirms_at_once() {
    let ledger = DevLedger::new(100, Network::Preprod);
    let (donor, project) = (wallet(1), wallet(2));
    let genesis = ledger.utxos(donor.address());
    assert_eq!(genesis.len(), 1);
    assert_eq!(genesis[0].lovelace, 100 * ADA);
    let expected_hash =
        Hasher::<256>::hash(&[b"matchpool-dev-genesis:".as_slice(), &donor.address().to_vec()].concat());
    assert_eq!(genesis[0].tx_hash, expected_hash, "derived from the address");

    let txid = donor.pay(&ledger, &project.bech32(), 5 * ADA).await.unwrap();
    let TxStatus::Confirmed { outputs, input_addresses, message, .. } = ledger.transaction(&txid).await.unwrap() else {
        panic!("confirmed")
    };
    assert_eq!(paid_to(&outputs, &[project.bech32().as_str()]), 5_000_000);
    assert_eq!((input_addresses, message), (vec![donor.bech32()], Vec::<String>::new()));
    let fee = 100 * ADA - 5 * ADA - ledger.balance(donor.address());
    assert!((155_381..200_000).contains(&fee), "{fee}");
    assert_eq!(ledger.balance(project.address()), 105 * ADA);
    assert_eq!(ledger.utxos(donor.address()).len(), 1, "the change is the donor's only output now");
    assert_eq!(ledger.transaction(&"0".repeat(64)).await.unwrap(), TxStatus::Unknown);
    let broke = donor.pay(&ledger, &project.bech32(), 1_000 * ADA).await.unwrap_err();
    assert!(broke.to_string().contains("lovelace"), "{broke}");
}

/// A transaction spending `donor`'s genesis output, built by hand so that it can be wrong.
fn hand_built(ledger: &DevLedger, donor: &DevWallet, to: &DevWallet, pay: u64, fee: u64, ttl: u64) -> Vec<u8> {
    let genesis = &ledger.utxos(donor.address())[0];
    StagingTransaction::new()
        .input(Input::new(genesis.tx_hash, genesis.index))
        .output(Output::new(to.address().clone(), pay))
        .output(Output::new(donor.address().clone(), genesis.lovelace - pay - fee))
        .fee(fee)
        .invalid_from_slot(ttl)
        .build_conway_raw()
        .unwrap()
        .tx_bytes
        .0
}

fn signed(tx: &[u8], by: &DevWallet) -> Vec<u8> {
    cardano::with_witnesses(tx, &by.sign(tx).unwrap()).unwrap()
}

#[test]
fn the_dev_ledger_checks_what_the_chain_checks() {
    let ledger = DevLedger::new(100, Network::Preprod);
    let (donor, project, thief) = (wallet(1), wallet(2), wallet(3));
    let later = ledger.slot() + 600;
    let good = hand_built(&ledger, &donor, &project, 10 * ADA, 200_000, later);

    assert_eq!(ledger.apply(&good), Err(DevLedgerError::MissingSignature(donor.bech32())), "unsigned");
    assert_eq!(ledger.apply(&signed(&good, &thief)), Err(DevLedgerError::MissingSignature(donor.bech32())));
    let mut forged = signed(&good, &donor);
    let last = forged.len() - 3; // inside the signature, before the `true, null` tail
    forged[last] ^= 1;
    assert_eq!(ledger.apply(&forged), Err(DevLedgerError::BadSignature));

    let cheap = hand_built(&ledger, &donor, &project, 10 * ADA, 1_000, later);
    assert!(matches!(ledger.apply(&signed(&cheap, &donor)), Err(DevLedgerError::FeeTooLow { .. })));
    let expired = hand_built(&ledger, &donor, &project, 10 * ADA, 200_000, ledger.slot() - 1);
    assert!(matches!(ledger.apply(&signed(&expired, &donor)), Err(DevLedgerError::Expired { .. })));
    let dust = hand_built(&ledger, &donor, &project, 1_000, 200_000, later);
    assert!(matches!(ledger.apply(&signed(&dust, &donor)), Err(DevLedgerError::OutputTooSmall { index: 0, .. })));
    let mainnet = DevWallet::from_seed([2; 32], Network::Mainnet);
    let elsewhere = hand_built(&ledger, &donor, &mainnet, 10 * ADA, 200_000, later);
    assert_eq!(ledger.apply(&signed(&elsewhere, &donor)), Err(DevLedgerError::WrongNetwork("preprod")));
    let genesis = &ledger.utxos(donor.address())[0];
    let unbalanced = StagingTransaction::new()
        .input(Input::new(genesis.tx_hash, 0))
        .output(Output::new(project.address().clone(), 10 * ADA))
        .fee(200_000)
        .invalid_from_slot(later)
        .build_conway_raw()
        .unwrap()
        .tx_bytes
        .0;
    assert!(matches!(ledger.apply(&signed(&unbalanced, &donor)), Err(DevLedgerError::NotBalanced { .. })));
    assert!(matches!(ledger.apply(b"not cbor"), Err(DevLedgerError::Malformed(_))));
    assert_eq!(ledger.balance(donor.address()), 100 * ADA, "nothing moved");

    let txid = ledger.apply(&signed(&good, &donor)).unwrap();
    assert_eq!(txid, cardano::parse(&good).unwrap().txid());
    assert!(
        matches!(ledger.apply(&signed(&good, &donor)), Err(DevLedgerError::UnknownInput(_))),
        "an output is spent once"
    );
    assert_eq!(ledger.balance(donor.address()), 90 * ADA - 200_000);
}

fn lines(texts: &[&str]) -> Vec<String> {
    texts.iter().map(|t| t.to_string()).collect()
}

#[test]
fn a_payment_carries_its_message_and_pays_for_it() {
    let (donor, project) = (wallet(1), wallet(2));
    let params = ProtocolParams::conway_mainnet();
    let utxos = [utxo(&donor, 1, 50 * ADA)];
    let plain = cardano::build_payment(&request(&utxos, &project, &donor, 20 * ADA, &params)).unwrap();
    let message = lines(&["Matchpool donation", "intent 0193f0c2-7d3e-7a51-9b0e-5c2f3d4e5f60"]);
    let mut with_message = request(&utxos, &project, &donor, 20 * ADA, &params);
    with_message.message = &message;
    let payment = cardano::build_payment(&with_message).unwrap();

    let tx = cardano::parse(&payment.tx_cbor).unwrap();
    assert_eq!(tx.message, message);
    assert_eq!(payment.txid, tx.txid(), "the id covers the message's hash");
    assert_ne!(payment.txid, plain.txid);
    assert!(tx.extras.is_empty(), "a message is part of a plain payment: {:?}", tx.extras);
    assert!(cardano::parse(&plain.tx_cbor).unwrap().message.is_empty());

    let signed = cardano::with_witnesses(&payment.tx_cbor, &donor.sign(&payment.tx_cbor).unwrap()).unwrap();
    let signed_tx = cardano::parse(&signed).unwrap();
    assert_eq!((signed_tx.txid(), signed_tx.message), (payment.txid.clone(), message), "signing keeps the message");
    assert!(payment.fee >= params.min_fee(signed.len()), "the fee covers the signed size with the message");
    assert!(payment.fee < params.min_fee(signed.len() + 30), "and little more: {}", payment.fee);
    assert!(payment.fee > plain.fee, "{} > {}", payment.fee, plain.fee);
}

#[test]
fn a_message_line_longer_than_64_bytes_is_refused() {
    let (donor, project) = (wallet(1), wallet(2));
    let params = ProtocolParams::conway_mainnet();
    let utxos = [utxo(&donor, 1, 50 * ADA)];
    let message = lines(&["fits", &"x".repeat(65)]);
    let mut long = request(&utxos, &project, &donor, 20 * ADA, &params);
    long.message = &message;
    assert!(matches!(cardano::build_payment(&long), Err(BuildError::Builder(m)) if m.contains("64 bytes")));
}

#[tokio::test]
async fn the_dev_ledger_tells_who_paid_and_the_message() {
    let ledger = DevLedger::new(100, Network::Preprod);
    let (donor, project) = (wallet(1), wallet(2));
    let message = lines(&["Matchpool donation", "intent 42"]);
    let txid = donor.pay_with_message(&ledger, &project.bech32(), 5 * ADA, &message).await.unwrap();
    let TxStatus::Confirmed { outputs, input_addresses, message: read, .. } = ledger.transaction(&txid).await.unwrap()
    else {
        panic!("confirmed")
    };
    assert_eq!(paid_to(&outputs, &[project.bech32().as_str()]), 5 * ADA as i64);
    assert_eq!(input_addresses, vec![donor.bech32()]);
    assert_eq!(read, message);

    let plain = project.pay(&ledger, &donor.bech32(), 2 * ADA).await.unwrap();
    let TxStatus::Confirmed { input_addresses, message, .. } = ledger.transaction(&plain).await.unwrap() else {
        panic!("confirmed")
    };
    assert_eq!((input_addresses, message), (vec![project.bech32()], Vec::<String>::new()));
}

#[tokio::test]
async fn the_dev_ledger_refuses_a_message_the_body_does_not_commit_to() {
    let ledger = DevLedger::new(100, Network::Preprod);
    let (donor, project) = (wallet(1), wallet(2));
    let message = lines(&["intent 42"]);
    let utxos = ledger.utxos(donor.address());
    let params = ProtocolParams::conway_mainnet();
    let mut payment = request(&utxos, &project, &donor, 5 * ADA, &params);
    payment.ttl = ledger.slot() + 600;
    payment.message = &message;
    let unsigned = cardano::build_payment(&payment).unwrap();
    let signed = signed(&unsigned.tx_cbor, &donor);
    let auxiliary = cardano::message_auxiliary_data(&message).unwrap().unwrap();
    assert!(signed.ends_with(&auxiliary), "the auxiliary data closes the transaction");

    // Another intent in the message, the signed body unchanged.
    let mut swapped = signed.clone();
    *swapped.last_mut().unwrap() = b'3';
    let refused = ledger.apply(&swapped);
    assert!(
        matches!(&refused, Err(DevLedgerError::Malformed(e)) if e.to_string().contains("auxiliary data")),
        "{refused:?}"
    );
    // The message dropped, its hash still in the body.
    let mut dropped = signed[..signed.len() - auxiliary.len()].to_vec();
    dropped.push(0xf6);
    assert!(matches!(ledger.apply(&dropped), Err(DevLedgerError::Malformed(_))));
    assert_eq!(ledger.balance(donor.address()), 100 * ADA, "nothing moved");

    let txid = ledger.apply(&signed).unwrap();
    assert_eq!(txid, unsigned.txid);
}

fn depth(status: TxStatus) -> Option<u64> {
    match status {
        TxStatus::Confirmed { depth, .. } => Some(depth),
        TxStatus::Unknown => None,
    }
}

#[tokio::test]
async fn the_development_ledger_deepens_rolls_back_and_includes_again() {
    let ledger = DevLedger::new(100, Network::Preprod);
    let (payer, payee) = (wallet(41), wallet(42));
    let txid = payer.pay(&ledger, &payee.bech32(), 10 * ADA).await.unwrap();
    assert_eq!(depth(ledger.transaction(&txid).await.unwrap()), Some(1), "in the latest block");
    ledger.add_blocks(2);
    assert_eq!(depth(ledger.transaction(&txid).await.unwrap()), Some(3));
    assert_eq!(ledger.balance(payee.address()), 110 * ADA);

    ledger.roll_back(2);
    assert_eq!(depth(ledger.transaction(&txid).await.unwrap()), Some(1), "rolling back empty blocks keeps it");
    ledger.roll_back(1);
    assert_eq!(depth(ledger.transaction(&txid).await.unwrap()), None, "its block is gone");
    assert_eq!(ledger.balance(payee.address()), 100 * ADA, "and what it paid with it");
    assert_eq!(ledger.balance(payer.address()), 100 * ADA, "its inputs are unspent again");

    ledger.include_again(&txid).unwrap();
    assert_eq!(depth(ledger.transaction(&txid).await.unwrap()), Some(1), "included again in a new block");
    assert_eq!(ledger.balance(payee.address()), 110 * ADA);
    assert!(matches!(ledger.include_again(&txid), Err(DevLedgerError::CannotIncludeAgain(_))), "on chain already");

    // A rolled-back payment whose inputs were spent since can never come back.
    ledger.roll_back(1);
    payer.pay(&ledger, &payee.bech32(), 5 * ADA).await.unwrap();
    assert!(matches!(ledger.include_again(&txid), Err(DevLedgerError::CannotIncludeAgain(_))));
}
