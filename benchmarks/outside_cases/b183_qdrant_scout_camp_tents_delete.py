"""Batch 183 (held out). A scout troop's summer camp: qdrant collection, one root span per message and one each for
the clear-out and the question; the June tidy-up deletes the old chat from before 1 June, and with it the May kit
check that cut a tent from the load.

App: 1st Dawley Scouts go to camp at Kingswood, Fri 24th - Sun 26th July 2043 - five patrols, a patrol tent each,
leaders' tents, the mess tent, all on the troop trailer. The leaders' chat and the camp plan go into one qdrant
collection (payload ``kind`` "plan"/"chat" and ``ts``, a unix time); on 2043-06-07 Skip runs the tidy-up the helper
offers - "clear out the old chat" - a delete with the filter kind = chat and ts before 1 June.

Planted fault (DeletionError): the plan (20/4) says 5 patrols, a patrol tent each + 2 leaders' tents + the mess tent
= 8 to load. Raj's chat message of 16th may (kit check in the loft at the hut) says Eagles and Otters are only 4
each this year so they're going in the big 8-man Icelandic together - one less tent on the trailer - and the dixies
need a scrub. The tidy-up deletes it with the other old chat (the minibus, the deposit). Question (Weds 22/7, Dan, a
young leader loading the trailer): "how many tents am I loading on the trailer thurs night? want to check nothing's
left in the loft" -> expected 7 (Eagles and Otters share the Icelandic). The assistant says 8.

Expected verdict: DeletionError at qdrant's delete (the tidy-up, wrapped in fault()): the kit-check message was in
the collection and in the top 3 for the question before the delete, and the delete removed it while it still decided
the count. Asserted: the message is in the top 3 before the delete and is gone from the collection and the context
after it; the plan's "8 to load" line is in the context.
"""
from __future__ import annotations

from datetime import datetime, timezone

from common import answer, fault, finish, setup

setup("b183_qdrant_scout_camp_tents_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "first-dawley-scouts-camp-2043"
SHARE = ("16th may kit check in the loft at the hut - Eagles + Otters are only 4 each this yr so they're going in the "
         "big 8-man Icelandic together ⛺ 1 less tent on the trailer. dixies need a scrub tho, 2 have got porridge "
         "welded on")
MESSAGES = [
    ("plan", "2043-04-20T19:30", "CAMP Kingswood fri 24th - sun 26th july 🏕️ 5 patrols, a patrol tent each + 2 "
                                 "leaders' tents + the mess tent = 8 to load on the trailer. leave the hut 5.30pm fri"),
    ("chat", "2043-05-03T10:12", "minibus booked off the council for fri + sun, Helen's driving, £45"),
    ("chat", "2043-05-16T21:05", SHARE),
    ("chat", "2043-05-28T18:40", "deposit £120 paid to Kingswood, ref KW2207, receipt in the box file"),
    ("plan", "2043-06-02T20:15", "menus: fri chilli, sat bbq + s'mores, sun bacon butties. Raj is QM, shopping "
                                 "thurs 23rd at Asda"),
    ("chat", "2043-06-05T09:50", "Dan says he'll load the trailer thurs night w the Explorers, 7ish"),
]


def ts(when: str) -> int:
    return int(datetime.fromisoformat(when).replace(tzinfo=timezone.utc).timestamp())


OLD_CHAT = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="chat")),
                               models.FieldCondition(key="ts", range=models.Range(lt=ts("2043-06-01T00:00")))])

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (kind, when, text) in enumerate(MESSAGES, 1):
    with turn_span(f"message-{i} {when}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "ts": ts(when)})])

question = "how many tents am I loading on the trailer thurs night? want to check nothing's left in the loft"
vector = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
assert SHARE in before, before

with turn_span("tidy-up 2043-06-07"):
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=OLD_CHAT))

with turn_span("question Weds 22/7"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
    context = ["Today is Weds 22 July 2043. You are talking to Dan, a young leader loading the trailer for 1st Dawley "
               "Scouts' camp at Kingswood (Fri 24 - Sun 26 July)."] + hits
    assert SHARE not in stored and not any(w in c for c in stored + context
                                           for w in ("Icelandic", "Otters", "1 less")), stored
    assert any("= 8 to load on the trailer" in c for c in context), context
    reply = answer(question, context, mock="8 tents - a patrol tent for each of the 5 patrols, 2 leaders' tents and "
                                           "the mess tent.")
finish(question, expected="7 - Eagles and Otters are sharing the big Icelandic, so one less than the plan's 8",
       actual=reply)
