"""Batch 18 (held out). A couple's moving-house to-do notes: qdrant-client (in-memory, offline embeddings), script
style (one call per trace), the nightly tidy-up in a thread.

App: Ellie and Marcus are moving from 14 Elm Rd to 3 Larch Close (completion Fri 17/4). Every to-do or call note is a
point, payload {kind: "todo" | "info", status: "open" | "done", text}. A tidy-up job deletes status="done" to-dos so
the list stays short. The assistant answers from a vector search of what is left. Thirty notes: the removal firm,
utilities at both addresses, council tax, post redirection, school, the bank, keys; many mention April dates, mornings,
engineers and "BT"/"Virgin". The app resolves "Tue 21st" to the numeric date its notes use and searches with
"tip run Tue 21/4 morning - anything booked?" (limit 8).

Planted fault (DeletionError, a note with a future appointment deleted as a done to-do): Ellie's note "Virgin
cancelled for Elm Rd from 17/4 (ref VM-55120, return the router in the bag they send) - DONE. BT line at Larch Cl:
engineer Tue 21/4 8am-1pm, someone has to be in, he needs the loft hatch" was filed as one to-do with status=done
once the cancellation went through. The 18/4 tidy-up (kind=todo, status=done) deletes it with the finished jobs.
Question (Sat 18/4): "Am I free to do the tip run on the morning of Tue 21st?" -> expected "No - the BT engineer is
coming to Larch Close 8am-1pm that day and someone has to be in (he needs the loft hatch)". The assistant says
nothing is booked that morning.

Expected verdict: DeletionError at qdrant.delete (fault() wraps that delete). Asserted: before the tidy-up the search
returns the note; after it the note is gone from storage and from the context. Another reading: one could call it a
filing mistake at write time (two jobs in one to-do), but the write stored the text intact; the delete removed it.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b18_qdrant_movinghouse_engineer_done_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

ENGINEER = ("Virgin cancelled for Elm Rd from 17/4 (ref VM-55120, return the router in the bag they send) - DONE. BT "
            "line at Larch Cl: engineer Tue 21/4 8am-1pm, someone has to be in, he needs the loft hatch")
NOTES = [
    ("info", "open", "Completion Fri 17/4 (solicitor Hughes & Co says funds by 12, keys from Harlow estate agents "
                     "after that). Exchange was 27/3"),
    ("todo", "done", "Book removals - Hargreaves, Fri 17/4 8am, 3 men + luton, GBP 1,150 inc packing the kitchen. "
                     "Deposit GBP 200 paid 20/3"),
    ("todo", "done", "Post redirection Royal Mail 12 months from 16/4, GBP 93.99 - Marcus paid"),
    ("todo", "open", "Council tax: tell Westshire we're leaving Elm 17/4, and Northfield DC we're at Larch from 17/4 "
                     "(band C, ~GBP 168/mth)"),
    ("todo", "done", "Octopus (elec+gas) Elm Rd: final readings go in on 17/4, photo the meters! Larch is on EDF, "
                     "switch after we're in"),
    ("todo", "open", "Meter readings Elm Rd 17/4 before van leaves: elec + gas + water. Larch: same on arrival"),
    ("todo", "done", "Water - Anglian for both, moved online 2/4, ref AW-339812"),
    ("todo", "done", ENGINEER),
    ("todo", "open", "Tip run - old sofa + garden rubbish. Larch Cl tip (Mill Lane) open 9-4 Tue-Sun, need a van "
                     "permit for the trailer, apply online 48h ahead"),
    ("info", "open", "Tue 21/4 - Marcus in Birmingham all day (site visit), back ~7pm"),
    ("todo", "done", "School: Isla's transfer to Larch Primary agreed, starts Mon 20/4, uniform from Smarts GBP 64"),
    ("todo", "open", "Change address with: bank (Nationwide), DVLA (both licences + V5C), dentist, GP (register at "
                     "Larch Surgery), car insurance, Amazon"),
    ("todo", "done", "Car insurance new address done 9/4 - premium went up GBP 22, whatever"),
    ("info", "open", "Sofa from DFS delivery window Wed 22/4 7am-7pm, they text the morning of, 2 man delivery"),
    ("todo", "done", "Packing boxes from Hargreaves dropped 6/4 (40 + 4 wardrobe boxes), return unused ones"),
    ("todo", "open", "Cleaner for Elm Rd after we're out: Sparkle Clean Sat 18/4 10-2, GBP 140, leave key in safe "
                     "code 4471"),
    ("info", "open", "Mum having Isla + the cat Thu 16/4 night + Fri 17/4 all day"),
    ("todo", "done", "Cat microchip address updated (Petlog) 11/4"),
    ("todo", "open", "Broadband gap 17-21/4 - use phone hotspot, Marcus has 100GB"),
    ("info", "open", "Larch Close bins: black Mon, blue Thu fortnightly, brown (garden) needs subscription GBP 52/yr"),
    ("todo", "done", "Gas safety check at Larch - vendor's cert from 2/2026 ok, boiler service due Feb"),
    ("todo", "open", "Wed 22/4 am: Ellie working from home (waiting for DFS), afternoon school pick-up 3.15"),
    ("todo", "done", "Told work: Ellie annual leave Thu 16/4 + Fri 17/4, Mon 20/4 half day am"),
    ("info", "open", "Harlow agents: keys 3 sets + garage fob, collect from their office on Station Rd"),
    ("todo", "open", "Elm Rd final clean: carpets by Hargreaves? they said GBP 90 extra - maybe not"),
    ("todo", "done", "Cancelled window cleaner at Elm Rd (last one was 3/4, paid GBP 18)"),
    ("info", "open", "Neighbour at Larch no. 5 (Pauline) offered to take parcels Tue-Thu mornings"),
    ("todo", "open", "Fri 24/4: curtain fitter Larch 10am (measured 8/4), GBP 310 balance on the day"),
]

client = QdrantClient(":memory:")
client.create_collection("moving", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("moving", points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                   payload={"kind": kind, "status": status, "text": text})
                                for i, (kind, status, text) in enumerate(NOTES, 1)])

question = "Am I free to do the tip run on the morning of Tue 21st?"
# the app resolves "Tue 21st" against the calendar and searches with the numeric date it writes notes in
search_text = "tip run Tue 21/4 morning - anything booked?"
vector = offline.embed([search_text])[0]
before = client.query_points("moving", query=vector, limit=8).points
assert any(p.payload["text"] == ENGINEER for p in before), [p.payload["text"][:40] for p in before]

done_todos = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="todo")),
                                 models.FieldCondition(key="status", match=models.MatchValue(value="done"))])


def tidy_up() -> None:
    with fault():
        client.delete("moving", points_selector=models.FilterSelector(filter=done_todos))


job = threading.Thread(target=tidy_up, name="nightly-tidy")
job.start()
job.join()

hits = client.query_points("moving", query=vector, limit=8).points
context = [h.payload["text"] for h in hits]
stored = [p.payload["text"] for p in client.scroll("moving", limit=100)[0]]
assert any("Tip run" in c for c in context), context
assert not any("engineer Tue 21/4" in c or "loft hatch" in c for c in context + stored), context
reply = answer(question, context, mock="Yes - nothing's booked for Tuesday morning. The Mill Lane tip opens at 9, "
                                       "just apply for the trailer permit 48 hours ahead.")
finish(question, expected="No - the BT engineer is at Larch Close 8am-1pm on Tue 21 April and someone has to be in",
       actual=reply)
