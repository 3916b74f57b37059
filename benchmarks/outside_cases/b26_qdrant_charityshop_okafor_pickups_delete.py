"""Batch 26 (held out). A hospice charity shop's van and donations log: qdrant-client ``:memory:`` with memtrace's
offline embeddings, script style (each call its own trace).

App: the St Clare's Hospice shop in Ely runs a van (two volunteers) to collect furniture from donors. The shop's
notes are points with payload ``{"kind", "status", "day"}`` (kind collection / phone / rota / shop, status booked /
done / "", day as yyyymmdd). On the 1st of each month the manager's tidy-up deletes collection notes marked done and
dated before that month, so the van crew's assistant doesn't offer old jobs. Sixteen notes, February-April 2025.

Planted fault (DeletionError): the note of the 3/3 collection from Mrs Okafor is marked done, but it also says what
is still to come: "Mrs Okafor, 22 Lynn Rd - sofa (3 seater, green velvet, fire label ok) collected 3/3. She's a
matching armchair + a nest of tables to come once her son's moved his stuff out, prob after Easter, ring her 1st".
The April tidy-up (status done, day before 20250401) deletes it. Mrs Okafor then rings: the son's gone, come any
Weds, and she's adding a standard lamp. Question (Mon 14/4): "What are we picking up from Mrs Okafor's on Weds?" ->
expected "the armchair, the nest of tables and a standard lamp". The assistant names only the lamp.

Expected verdict: DeletionError at qdrant.delete (the one delete in fault()). Asserted: the 3/3 note is returned by
the query before the delete and is neither stored nor in the context after; the phone message with the lamp is in
the context. Another reading: none that we see; nothing else writes that note.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b26_qdrant_charityshop_okafor_pickups_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

OKAFOR = ("Mrs Okafor, 22 Lynn Rd - sofa (3 seater, green velvet, fire label ok) collected 3/3. She's a matching "
          "armchair + a nest of tables to come once her son's moved his stuff out, prob after Easter, ring her 1st")
NOTES = [
    ("collection", "done", 20250211, "Mr + Mrs Bell, Prickwillow - pine dresser + 4 chairs collected 11/2, dresser "
                                     "sold same day £85!!"),
    ("rota", "", 20250214, "Van crew: Barry + Steve Mon/Weds, Kath + Ade Fri. Sat no van"),
    ("collection", "done", 20250219, "Flat 3 Cromwell Ct - 2 boxes books + a bread maker, bread maker PAT tested ok"),
    ("shop", "", 20250224, "Gift Aid forms running low, ordered 500 from head office"),
    ("collection", "done", 20250303, OKAFOR),
    ("collection", "done", 20250307, "Ms Tran, Soham - bedside cabs x2, no fire label on the headboard so left it, "
                                     "told her why"),
    ("phone", "", 20250312, "Man from Littleport wants a piano gone - told him we can't do pianos, try the "
                            "Salvation Army"),
    ("shop", "", 20250318, "Window theme for April: Easter + spring, Janet's doing it, needs yellow stuff"),
    ("collection", "done", 20250325, "Mr Ellis, Station Rd - chest of drawers, a bit wobbly, Ade fixed the runner"),
    ("rota", "", 20250401, "Steve off 7-18 April (Tenerife, lucky so + so), Ade doing Mon/Weds w Barry"),
    ("collection", "booked", 20250402, "Weds 9/4 - Mrs Page, Queen Adelaide: single bed frame (no mattress) + a "
                                       "mirror"),
    ("collection", "done", 20250409, "Mrs Page's done, mirror's lovely, already in the window"),
    ("shop", "", 20250410, "Van's due a service 28/4, Kath to drop it at Fordham's 8am"),
    ("phone", "", 20250411, "Mrs Okafor rang - son's finally moved out, can we come for the rest of her bits? Any "
                            "Weds am. She's chucking in a standard lamp too (brass, works). 22 Lynn Rd"),
    ("collection", "booked", 20250411, "Weds 16/4 am - Mrs Okafor, 22 Lynn Rd, Barry + Ade"),
    ("shop", "", 20250412, "Sofas selling well, green velvet one went in 2 days (£120). More please!"),
]

client = QdrantClient(":memory:")
client.create_collection("stclares-shop", vectors_config=models.VectorParams(size=256,
                                                                              distance=models.Distance.COSINE))
client.upsert("stclares-shop", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0],
                       payload={"kind": kind, "status": status, "day": day, "text": text})
    for i, (kind, status, day, text) in enumerate(NOTES, 1)])

question = "What are we picking up from Mrs Okafor's on Weds?"
vector = offline.embed([question])[0]
before = client.query_points("stclares-shop", query=vector, limit=len(NOTES)).points
assert any(p.payload["text"] == OKAFOR for p in before), [p.payload["text"][:40] for p in before]

# April tidy-up (Tue 1/4): finished collections from before this month go
old_done = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="collection")),
                               models.FieldCondition(key="status", match=models.MatchValue(value="done")),
                               models.FieldCondition(key="day", range=models.Range(lt=20250401))])
with fault():
    client.delete("stclares-shop", points_selector=models.FilterSelector(filter=old_done))

hits = client.query_points("stclares-shop", query=vector, limit=10).points
stored = [p.payload["text"] for p in client.scroll("stclares-shop", limit=100)[0]]
context = ["Today is Mon 14/4/25."] + [h.payload["text"] for h in hits]
assert any("chucking in a standard lamp" in c for c in context), context
assert any("Weds 16/4 am - Mrs Okafor" in c for c in context), context
assert not any("armchair" in c or "nest of tables" in c for c in context + stored), context
reply = answer(question, context, mock="A brass standard lamp, plus 'the rest of her bits' - she didn't say what "
                                       "those are, so best ring her first. Barry and Ade, Weds 16/4 am, 22 Lynn Rd.")
finish(question, expected="the armchair that goes with the sofa, a nest of tables and a standard lamp", actual=reply)
