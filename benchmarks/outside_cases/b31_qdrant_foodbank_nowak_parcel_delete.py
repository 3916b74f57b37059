"""Batch 31 (held out). A church food bank's referral and parcel notes: qdrant-client ``:memory:`` with memtrace's
offline embeddings, script style (each call its own trace).

App: St Peter's Food Bank (Tuesday and Thursday evenings in the church hall, run by Jan with about 20 volunteers)
keeps notes on referrals, donations and shifts as points with payload ``{"kind", "family", "expires", "text"}``
(kind referral / parcel / stock / rota, expires as yyyymmdd or 0). At the start of each month Jan's clear-out
deletes referral notes whose voucher has run out, so the list of live referrals stays short. Fourteen notes,
Feb-Apr 2025.

Planted fault (DeletionError): the Nowaks' first referral note, from the Citizens Advice voucher that ran to 31/3,
also holds what their parcel always needs: "CAB referral - Nowak family, 2 adults + kids 6 and 9, voucher for 3
parcels, runs out 31/3. Mum (Ania) is coeliac so GF pasta/cereal/biscuits every time pls, and they're on foot so
max 2 bags". The voucher was renewed in March by the school's family worker in a separate note that doesn't repeat
any of that. The April clear-out (kind referral, expires before 20250401) deletes the first note. Question (Thu
3/4): "what do I need to put in the Nowaks' bags on top of the standard parcel?" -> expected gluten-free food and
size 5 nappies. The assistant has the nappies note and says just the nappies.

Expected verdict: DeletionError at qdrant.delete (the one filtered delete in fault()). Asserted: the note is found
by the query before the delete and is neither stored nor in the context after; the nappies and renewal notes are
in the context. Another reading: none that we see; nothing else writes that note.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b31_qdrant_foodbank_nowak_parcel_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOWAK = ("CAB referral - Nowak family, 2 adults + kids 6 and 9, voucher for 3 parcels, runs out 31/3. Mum (Ania) is "
         "coeliac so GF pasta/cereal/biscuits every time pls, and they're on foot so max 2 bags")
NOTES = [
    ("referral", "barker", 20250228, "GP referral Mr Barker (single, 60s), 3 parcels, till 28 Feb, no tin opener "
                                     "at his flat so ring pulls only"),
    ("stock", "", 0, "Stock 4/2 - loads of pasta + baked beans, low on UHT milk + tinned fish, no toiletries at all"),
    ("referral", "nowak", 20250331, NOWAK),
    ("rota", "", 0, "Tues rota Feb: Bev, Tony, Gwen on the door, Kath + me packing. Thurs: the Methodists' lot"),
    ("parcel", "barker", 0, "Mr Barker in 13/2, took his parcel, v chatty, mentioned his sister in Ely"),
    ("referral", "hussain", 20250415, "Housing officer referral - Mrs Hussain + 3 kids, 3 parcels, runs to 15/4, "
                                      "halal only pls"),
    ("stock", "", 0, "Tesco collection Sat 1/3 - 212kg!! mostly tins + cereal, Gwen sorting Mon"),
    ("parcel", "nowak", 0, "Nowaks' 2nd parcel 6 Mar, Ania's husband came, said the baby's due any day"),
    ("referral", "okafor", 20250320, "Job centre referral Mr Okafor, 1 parcel, emergency, till 20/3"),
    ("parcel", "nowak", 0, "Nowak baby arrived (Zofia, 7lb!). 20/3 parcel went w a pack of size 3 nappies"),
    ("referral", "nowak", 20250630, "Nowaks renewed - St Andrew's family worker (Claire) sent a new voucher, 6 "
                                    "more parcels, good till end of June"),
    ("stock", "", 0, "Nappies - M+S donated 10 packs size 5 + 6 packs size 3, top shelf in the vestry"),
    ("parcel", "nowak", 0, "Ania says Zofia's gone through the size 3s already, big girl, can we do size 5 from "
                           "now on. Said yes, we've got loads"),
    ("rota", "", 0, "Thurs 3/4 - Kath, Tony + the DofE lads packing, Jan on referrals"),
]

client = QdrantClient(":memory:")
client.create_collection("st-peters-fb", vectors_config=models.VectorParams(size=256,
                                                                            distance=models.Distance.COSINE))
client.upsert("st-peters-fb", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0],
                       payload={"kind": kind, "family": fam, "expires": exp, "text": text})
    for i, (kind, fam, exp, text) in enumerate(NOTES, 1)])

question = "what do I need to put in the Nowaks' bags on top of the standard parcel?"
vector = offline.embed([question])[0]
before = client.query_points("st-peters-fb", query=vector, limit=len(NOTES)).points
assert any(p.payload["text"] == NOWAK for p in before), before

# April clear-out (Tue 1/4): referrals whose voucher ran out go
with fault():
    client.delete("st-peters-fb", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="referral")),
        models.FieldCondition(key="expires", range=models.Range(lt=20250401))])))

hits = client.query_points("st-peters-fb", query=vector, limit=20).points
stored = [p.payload["text"] for p in client.scroll("st-peters-fb", limit=100)[0]]
context = ["Today is Thu 3/4/25."] + [h.payload["text"] for h in hits]
assert NOWAK not in stored
assert any("can we do size 5" in c for c in context), context
assert any("Nowaks renewed" in c for c in context), context
assert not any("coeliac" in c or "GF " in c or "gluten" in c.lower() for c in context + stored), context
reply = answer(question, context, mock="Just a pack of size 5 nappies for Zofia - Ania asked to go up from the size "
                                       "3s, they're on the top shelf in the vestry.")
finish(question, expected="Gluten free bits for Ania and size 5 nappies for the baby", actual=reply)
