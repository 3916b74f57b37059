"""Batch 346 (held out). A residential tenancy agreement and its addenda: qdrant collection of the letting agent's
tenancy file, one root span per document, one for the agent's clear-out and one for the question; the clear-out
deletes, by a payload filter, the correspondence already printed to the paper file, and one letter in it was the
Landlord's written consent to a cat.

App: Kirkgate Lettings manage Flat 2, 14 Marlowe Road, Leeds LS6 for Mr Colin Ashworth (the "Landlord"), let to Ms
Hana Sato and Mr Luke Brennan (together the "Tenant") on an assured shorthold tenancy dated 2 January 2051. Joanne
Firth (Property Manager) files the agreement's clauses, the addenda, compliance certificates and correspondence into
one qdrant collection (payload ``kind``: agreement, addendum, compliance, correspondence); the tenants' portal helper
answers from the 4 nearest documents. Once letters are printed to the paper file, Joanne deletes the correspondence
with a filter on ``kind``.

Planted fault (DeletionError): clause 3.14 of the agreement says the Tenant shall not keep any animal at the
Property without the Landlord's prior written consent (not to be unreasonably withheld). Joanne's letter of Fri 14
April 2051 (filed as correspondence) covers the boiler service on Tues 25 April, then says that further to Hana's
request of 3 April the Landlord has given his written consent under clause 3.14 to one indoor cat with effect from
1 May 2051, conditional on a professional clean with de-flea treatment at the end of the Tenancy - "this letter is
that consent" - and the new bin store code. The clear-out (Tue 9 May) deletes the correspondence, that letter with
it. Question (Sat 13 May, Luke): "are we actually allowed to have the cat in the flat? the downstairs neighbour says
our lease says no pets" -> expected yes: the Landlord consented in writing under clause 3.14 from 1 May 2051 (one
indoor cat, professional clean at the end). The assistant says no.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the 14 April letter was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the letter is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on consent, the cat or de-flea); clause 3.14 is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b346_qdrant_tenancy_cat_allowed_yesno_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "kirkgate-14-marlowe-rd-flat-2"
CONSENT = ("Letter, Fri 14 April 2051, Kirkgate Lettings (J. Firth) to Ms H. Sato, Flat 2, 14 Marlowe Road. Dear Hana, "
           "(1) the annual boiler service is booked for Tues 25 April, 8am-12pm; access under clause 4.6. (2) Further "
           "to your request of 3 April, the Landlord has given his written consent under clause 3.14 to the Tenant "
           "keeping one indoor cat at the Property with effect from 1 May 2051, conditional on a professional clean "
           "(incl. de-flea treatment) at the end of the Tenancy. This letter is that consent - please keep it with "
           "your agreement. (3) The bin store code changes to 4471 from Monday. Yours sincerely, Joanne Firth")
DOCS = [
    (1, "agreement", "AST dated 2 January 2051 - Landlord: Mr Colin Ashworth; Tenant: Ms Hana Sato and Mr Luke "
                     "Brennan (jointly and severally). Term: 12 months from 6 January 2051. Cl. 3.14: The Tenant "
                     "shall not keep any animal, bird or reptile at the Property without the prior written consent "
                     "of the Landlord (such consent not to be unreasonably withheld)."),
    (2, "agreement", "AST cl. 5.1 Rent: GBP 1,185.00 pcm, payable in advance on the 6th of each month. Cl. 5.4 "
                     "Deposit: GBP 1,367.00, protected with the DPS within 30 days of receipt."),
    (3, "addendum", "Addendum 1 (signed 20/02/2051) to the AST - notwithstanding clause 3.9 (decoration), the Landlord "
                    "agrees to the Tenant painting the second bedroom (F&B 'Skimming Stone'); to be returned to "
                    "magnolia at the end of the Term if the Landlord so requires."),
    (4, "compliance", "Gas Safety Record issued 11.01.2051, next due 10.01.2052 (engineer: R. Dyson, Gas Safe "
                      "544120). EICR valid to 2054. Smoke + CO alarms tested at check-in, signed for by H. Sato."),
    (5, "correspondence", "Email 9 Feb 2051 to the Tenant: deposit protected with the DPS, certificate ref "
                          "DPS-55120934 + prescribed information attached; please confirm opening meter readings."),
    (6, "correspondence", CONSENT),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, text in DOCS:
    with turn_span(f"file-doc-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": "J. Firth"})])
assert client.count(COLL).count == len(DOCS)

question = "are we actually allowed to have the cat in the flat? the downstairs neighbour says our lease says no pets"
vec = offline.embed([question])[0]
with turn_span("clear-out Tue 9/5/2051"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert CONSENT in before, before
    printed = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="correspondence"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=printed))

with turn_span("question Sat 13/5/2051"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Sat 13 May 2051. You are talking to Luke Brennan, joint Tenant of Flat 2, 14 Marlowe Road "
               "(managed by Kirkgate Lettings)."] + hits
    assert CONSENT not in stored and not any(w in c.lower() for c in stored + context
                                             for w in ("consent under", "cat", "de-flea")), stored
    assert any("Cl. 3.14: The Tenant shall not keep any animal" in c for c in context), context
    reply = answer(question, context, mock="No - clause 3.14 of your tenancy says you can't keep any animal at the "
                                           "flat without the Landlord's prior written consent, and there's no "
                                           "consent on file.")
finish(question, expected="yes - the Landlord gave written consent under clause 3.14 for one indoor cat from 1 May "
                          "2051 (professional clean at the end of the Tenancy)", actual=reply)
