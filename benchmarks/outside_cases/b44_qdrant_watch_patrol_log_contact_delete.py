"""Batch 44 (held out). A neighbourhood watch's records: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: the Cedar Road & Fox Lane Neighbourhood Watch (about 140 houses, a rota of 14 patrol volunteers, coordinator
Geoff). Geoff keeps reports, meeting notes and patrol admin as points with payload ``{"kind", "status", "text"}``;
at the start of each month he clears out the reports the police have closed (a ``status == "closed"`` filter
delete) so the assistant stops bringing up old break-ins. Eleven points, Oct - Dec 2025.

Planted fault (DeletionError): the closed report on the 14/11 shed break-in also carries the news Geoff added when
he closed it: "closed 28/11 by police, no leads, crime ref CR/4471/25. Sgt Moss rang - he's gone over to roads
policing, from Dec our contact's PCSO Dani Reid at Westgate, she wants the monthly patrol log by the 5th, email
dani.reid@westgate-snt.example". The 1 Dec clear-out deletes it. Question (Wed 3/12): "who do I send this month's
patrol log to?" -> expected the PCSO, Dani Reid (the sergeant has moved on). The assistant says Sgt Moss, as the
old admin note has it.

Expected verdict: DeletionError at qdrant.delete (the one delete inside fault()). Asserted: the report is a top hit
of the question's query before the delete and is neither stored nor in the context after; the Sgt Moss admin note
is in the context. Another reading: none that we see; nothing else writes that report.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b44_qdrant_watch_patrol_log_contact_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

REPORT = ("report 14/11 - shed break-in at 9 Cedar Rd, 2 bikes taken, side gate forced. closed 28/11 by police, no "
          "leads, crime ref CR/4471/25. Sgt Moss rang - he's gone over to roads policing, from Dec our contact's "
          "PCSO Dani Reid at Westgate, she wants the monthly patrol log by the 5th, email "
          "dani.reid@westgate-snt.example")
POINTS = [
    ("admin", "open", "patrol log: fill in the sheet after every walk, Geoff sends the month's log to Sgt Moss at "
                      "Westgate station by the 5th"),
    ("meeting", "open", "mtg weds 8 oct, St Luke's hall - 19 there. agreed 2 walks a wk (tue + fri), 8-10pm, always "
                        "in pairs, hi-vis + torch"),
    ("report", "closed", "report 2/10 - car window smashed outside the Fox, sat nav taken, ref CR/3902/25, closed "
                         "20/10"),
    ("report", "open", "report 21/11 - someone trying car doors on Fox Lane about 11.15pm, ring doorbell footage "
                       "from no 31, sent to 101"),
    ("report", "closed", REPORT),
    ("admin", "open", "rota Dec: Tue - Geoff + Maureen, Fri - Mark + Aisha, spare Jim (not the 19th)"),
    ("meeting", "open", "next mtg thurs 11 dec 7.30, St Luke's hall, mince pies - Maureen"),
    ("report", "closed", "report 5/11 - fireworks + a wheelie bin set alight on the rec, kids, closed 8/11"),
    ("admin", "open", "new signs - 6 lamppost stickers from the council, Jim's putting them up"),
    ("report", "open", "report 29/11 - white van slow up + down Cedar Rd twice, reg partial WK??, passed to 101"),
    ("admin", "open", "WhatsApp group's 88 members now, keep posts to reports + rota pls"),
]

client = QdrantClient(":memory:")
client.create_collection("cedar-fox-watch", vectors_config=models.VectorParams(size=256,
                                                                              distance=models.Distance.COSINE))
client.upsert("cedar-fox-watch", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "status": s, "text": text})
    for i, (k, s, text) in enumerate(POINTS, 1)])

question = "who do I send this month's patrol log to?"
vector = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points("cedar-fox-watch", query=vector, limit=5).points]
assert REPORT in before, before

# the 1 December clear-out of the reports the police have closed
with fault():
    client.delete("cedar-fox-watch", points_selector=models.FilterSelector(filter=models.Filter(
        must=[models.FieldCondition(key="status", match=models.MatchValue(value="closed"))])))

stored = [p.payload["text"] for p in client.scroll("cedar-fox-watch", limit=50)[0]]
hits = client.query_points("cedar-fox-watch", query=vector, limit=5).points
context = ["Today is Wed 3 Dec 2025."] + [h.payload["text"] for h in hits]
assert REPORT not in stored
assert any("Sgt Moss at Westgate station" in c for c in context), context
assert not any("Dani" in c or "PCSO" in c for c in context + stored), context
reply = answer(question, context, mock="Sgt Moss at Westgate station - it needs to be with him by the 5th.")
finish(question, expected="PCSO Dani Reid - the sergeant's gone to another job", actual=reply)
