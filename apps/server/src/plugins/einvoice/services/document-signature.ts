import { createHash, createPrivateKey, KeyObject, sign, verify, X509Certificate } from 'node:crypto';
import fs from 'node:fs';

import forge from 'node-forge';

import { ublValue } from './ubl-document';

/**
 * MyInvois's digital signature of a UBL JSON document, e-invoice version 1.1 (docs/einvoice.md#signed-documents-version-11),
 * as LHDN's SDK describes it ("Document Signature Creation", "Signing a JSON document"): the document without
 * `UBLExtensions` and `Signature`, minified, is its canonical form; its SHA-256 is the document digest and its
 * RSA-SHA256 signature with the certificate's key the signature value; the signed properties carry the signing
 * time, the certificate's SHA-256 and its issuer and serial number, and their own digest is signed in too.
 * The shop signs with this module and the simulator verifies with it, so both read one canonical form.
 */

/** The shop's signing certificate and its private key, read once at start from the PKCS#12 file its CA issued. */
export interface SigningCertificate {
    certificate: X509Certificate;
    privateKey: KeyObject;
}

export class SigningCertificateError extends Error {}

const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SIGNED_PROPERTIES_ID = 'id-xades-signed-props';
const ENVELOPED_XADES = 'urn:oasis:names:specification:ubl:dsig:enveloped:xades';

type Json = Record<string, unknown>;
const v = (value: string) => [{ _: value }];
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('base64');

/**
 * Reads a PKCS#12 (.p12 / .pfx) file: what Malaysian CAs (MSC Trustgate, Pos Digicert, …) deliver as a
 * soft certificate for MyInvois. Its signing certificate is the one whose public key matches its private
 * key (a CA's chain may come along in the file). Throws a SigningCertificateError saying what is wrong.
 */
export function readSigningCertificate(file: string, password: string): SigningCertificate {
    let bytes: Buffer;
    try {
        bytes = fs.readFileSync(file);
    } catch (err) {
        throw new SigningCertificateError(`cannot be read (${(err as Error).message})`);
    }
    let p12: forge.pkcs12.Pkcs12Pfx;
    try {
        p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(bytes.toString('binary')), password);
    } catch (err) {
        throw new SigningCertificateError(`is not a PKCS#12 file that this password opens (${(err as Error).message})`);
    }
    const bags = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
    const key = [...bags(forge.pki.oids.pkcs8ShroudedKeyBag!), ...bags(forge.pki.oids.keyBag!)].find(b => b.key)?.key;
    if (!key) throw new SigningCertificateError('holds no private key');
    const privateKey = createPrivateKey(forge.pki.privateKeyToPem(key));
    const certificate = bags(forge.pki.oids.certBag!)
        .flatMap(b => (b.cert ? [new X509Certificate(Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(b.cert)).getBytes(), 'binary'))] : []))
        .find(c => c.checkPrivateKey(privateKey));
    if (!certificate) throw new SigningCertificateError('holds no certificate for its private key');
    return { certificate, privateKey };
}

/** The issuer as X509IssuerName writes it: most specific first, comma-separated (`CN=…, O=…, C=MY`). */
function issuerName(certificate: X509Certificate): string {
    return certificate.issuer.split('\n').reverse().join(', ');
}

/** The serial number in decimal, as the SDK's samples write X509SerialNumber. */
function serialNumber(certificate: X509Certificate): string {
    return BigInt(`0x${certificate.serialNumber}`).toString();
}

/** The canonical form: the document without its signature, minified (JSON.stringify keeps the keys' order). */
function canonical(document: Json): string {
    const invoice = (document.Invoice as Json[] | undefined)?.[0];
    if (!invoice) return JSON.stringify(document);
    const { UBLExtensions: _extensions, Signature: _signature, ...unsigned } = invoice;
    return JSON.stringify({ ...document, Invoice: [unsigned] });
}

/** Signs a UBL JSON document (its InvoiceTypeCode already version 1.1): the text to submit. */
export function signDocument(document: Json, signer: SigningCertificate, signedAt = new Date()): string {
    const text = canonical(document);
    const { certificate } = signer;
    const qualifyingProperties = {
        Target: 'signature',
        SignedProperties: [
            {
                Id: SIGNED_PROPERTIES_ID,
                SignedSignatureProperties: [
                    {
                        SigningTime: v(`${signedAt.toISOString().slice(0, 19)}Z`),
                        SigningCertificate: [
                            {
                                Cert: [
                                    {
                                        CertDigest: [{ DigestMethod: [{ _: '', Algorithm: SHA256 }], DigestValue: v(sha256(certificate.raw)) }],
                                        IssuerSerial: [{ X509IssuerName: v(issuerName(certificate)), X509SerialNumber: v(serialNumber(certificate)) }],
                                    },
                                ],
                            },
                        ],
                    },
                ],
            },
        ],
    };
    const signature = {
        Id: 'signature',
        Object: [{ QualifyingProperties: [qualifyingProperties] }],
        KeyInfo: [
            {
                X509Data: [
                    {
                        X509Certificate: v(certificate.raw.toString('base64')),
                        X509SubjectName: v(certificate.subject.split('\n').reverse().join(', ')),
                        X509IssuerSerial: [{ X509IssuerName: v(issuerName(certificate)), X509SerialNumber: v(serialNumber(certificate)) }],
                    },
                ],
            },
        ],
        SignatureValue: v(sign('sha256', Buffer.from(text, 'utf8'), signer.privateKey).toString('base64')),
        SignedInfo: [
            {
                SignatureMethod: [{ _: '', Algorithm: RSA_SHA256 }],
                Reference: [
                    {
                        Type: 'http://uri.etsi.org/01903/v1.3.2#SignedProperties',
                        URI: `#${SIGNED_PROPERTIES_ID}`,
                        DigestMethod: [{ _: '', Algorithm: SHA256 }],
                        DigestValue: v(sha256(JSON.stringify(qualifyingProperties))),
                    },
                    { Type: '', URI: '', DigestMethod: [{ _: '', Algorithm: SHA256 }], DigestValue: v(sha256(text)) },
                ],
            },
        ],
    };
    const extensions = [
        {
            UBLExtension: [
                {
                    ExtensionURI: v(ENVELOPED_XADES),
                    ExtensionContent: [
                        {
                            UBLDocumentSignatures: [
                                {
                                    SignatureInformation: [
                                        {
                                            ID: v('urn:oasis:names:specification:ubl:signature:1'),
                                            ReferencedSignatureID: v('urn:oasis:names:specification:ubl:signature:Invoice'),
                                            Signature: [signature],
                                        },
                                    ],
                                },
                            ],
                        },
                    ],
                },
            ],
        },
    ];
    const invoice = (document.Invoice as Json[])[0]!;
    // UBL's order: the extensions first, the signature reference before the parties.
    const signed: Json = { UBLExtensions: extensions };
    for (const [key, value] of Object.entries(invoice)) {
        if (key === 'AccountingSupplierParty')
            signed.Signature = [{ ID: v('urn:oasis:names:specification:ubl:signature:Invoice'), SignatureMethod: v(ENVELOPED_XADES) }];
        signed[key] = value;
    }
    return JSON.stringify({ ...document, Invoice: [signed] });
}

/**
 * What is wrong with a signed document's signature, checked against the certificate it embeds; null when
 * it verifies. The chain of trust, validity dates and revocation are not checked (docs/einvoice.md#the-simulator).
 */
export function signatureProblem(document: Json): string | null {
    const invoice = (document.Invoice as Json[] | undefined)?.[0];
    const signature = ublValue(invoice, 'UBLExtensions', 'UBLExtension', 'ExtensionContent', 'UBLDocumentSignatures', 'SignatureInformation', 'Signature') as
        Json | undefined;
    if (!invoice || !signature || typeof signature !== 'object') return 'The document has no signature in UBLExtensions';
    if (ublValue(invoice, 'Signature', 'SignatureMethod') !== ENVELOPED_XADES) return 'The document has no Signature reference to its enveloped signature';
    let certificate: X509Certificate;
    try {
        certificate = new X509Certificate(Buffer.from(String(ublValue(signature, 'KeyInfo', 'X509Data', 'X509Certificate') ?? ''), 'base64'));
    } catch {
        return 'The signature has no readable X509Certificate';
    }
    const references = (ublValue(signature, 'SignedInfo') as Json | undefined)?.Reference as Json[] | undefined;
    const digestOf = (uri: string) =>
        ublValue(
            references?.find(r => r.URI === uri),
            'DigestValue',
        );
    const text = canonical(document);
    if (digestOf('') !== sha256(text)) return 'The document digest does not match the document: it changed after it was signed';
    let verifies = false;
    try {
        verifies = verify(
            'sha256',
            Buffer.from(text, 'utf8'),
            certificate.publicKey,
            Buffer.from(String(ublValue(signature, 'SignatureValue') ?? ''), 'base64'),
        );
    } catch {
        verifies = false;
    }
    if (!verifies) return 'The signature value does not verify with the embedded certificate';
    const qualifyingProperties = ublValue(signature, 'Object', 'QualifyingProperties') as Json | undefined;
    if (!qualifyingProperties || digestOf(`#${SIGNED_PROPERTIES_ID}`) !== sha256(JSON.stringify(qualifyingProperties)))
        return 'The signed properties digest does not match the signed properties';
    const cert = ublValue(qualifyingProperties, 'SignedProperties', 'SignedSignatureProperties', 'SigningCertificate', 'Cert') as Json | undefined;
    if (ublValue(cert, 'CertDigest', 'DigestValue') !== sha256(certificate.raw)) return 'The certificate digest does not match the embedded certificate';
    if (
        ublValue(cert, 'IssuerSerial', 'X509IssuerName') !== issuerName(certificate) ||
        ublValue(cert, 'IssuerSerial', 'X509SerialNumber') !== serialNumber(certificate)
    )
        return "The signed issuer and serial number are not the embedded certificate's";
    return null;
}
