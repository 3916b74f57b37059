"""Batch 203 (held out). A youth club's camping trip: qdrant (AsyncQdrantClient, in memory), asyncio - each note a
task of its own, then the clear-out and the question; the clear-out of the forms notes deletes the note that brought
the trip home a day early.

App: Hanwood Youth Club's camping trip is the late May bank holiday weekend 2046 - Fri 25th to Mon 28th May at a farm
site near Llanidloes, tents from the Scouts, the council's minibus, £45 each. Gemma (the youth worker) keeps her notes
in one qdrant collection, each with a ``kind`` payload (plan, forms, tents, food, minibus); once the last consent form
is in, the clear-out deletes the "forms" notes (``delete(..., points_selector=FilterSelector(kind == "forms"))``);
the helper answers parents from the 4 nearest notes.

Planted fault (DeletionError): the first note (2046-04-12T18:30) has the minibus leaving the club 5.30 Friday and back
on bank holiday Monday teatime. Gemma's note of Tue 8th May, tagged "forms" (mostly the forms count - 14 of 18 in,
chasing Kian, the twins and Ruby), says at the end that they're back on the Sunday not the Monday: the farmer's got a
wedding in the top field on the bank holiday Monday, so they have to be off by 12 on Sunday and will be back at the
club about 3. The clear-out (Weds 16/5, all forms in) deletes both forms notes. Question (Mon 21/5, Kian's dad): "what
day are u back from camp? need to book the afternoon off to pick him up" -> expected Sunday 27th May (about 3 at the
club). The assistant says bank holiday Monday, teatime.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Tue 8th May note was in
the collection and among the 4 nearest for the question before the delete, and the delete removed it while it still
decided the day they're back. Asserted: the note is in the 4 nearest before the delete and gone from the collection
and the context after it (nothing on Sunday, the wedding or being off by 12); the first note's "back mon teatime" is
in the context.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b203_qdrant_camping_back_day_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import AsyncQdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hanwood-youth-club-camp-2046"
LATER = ("Tue 8th May forms in so far 14/18, chasing Kian + the twins + Ruby 🙄 oh + we're back sun not mon - the "
         "farmer's got a wedding in the top field bank hol mon so we've to be off by 12 sun, back at the club about 3")
NOTES = [
    ("plan", "2046-04-12T18:30 CAMPING 🏕️ fri 25th may - bank hol mon 28th at the farm site nr Llanidloes. minibus "
             "leaves the club 5.30 fri, back mon teatime. £45 each, deposit £10"),
    ("forms", "16/4 consent + medical forms went out tonight, back to me by 10th may pls, no form no camp!!"),
    ("tents", "Weds 25 Apr tents - 4 x 6 man from the Scouts, leaders in Dave's big one, groundsheets need drying out "
              "from last yr"),
    ("forms", LATER),
    ("food", "11.5. food - I'm doing the big shop thurs, bacon butties sat brekkie, BBQ sat night, 3 veggies + Ruby's "
             "coeliac"),
    ("minibus", "15/5 minibus booked from the council depot (open 8.30-5), Sam's driving, 16 seats so 2 go in Dave's "
                "car w/ the kit"),
]
TOP_K = 4
question = "what day are u back from camp? need to book the afternoon off to pick him up"


async def add_note(client, pid: int, kind: str, text: str) -> None:
    with turn_span(f"note-{pid}"):
        await client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                             payload={"text": text, "kind": kind, "by": "Gemma"})])


async def main() -> str:
    client = AsyncQdrantClient(":memory:")
    await client.create_collection(COLL, vectors_config=models.VectorParams(size=256,
                                                                            distance=models.Distance.COSINE))
    await asyncio.gather(*(add_note(client, pid, kind, text) for pid, (kind, text) in enumerate(NOTES, 1)))
    vec = offline.embed([question])[0]
    with turn_span("clear-out Weds 16/5"):
        before = [p.payload["text"] for p in (await client.query_points(COLL, query=vec, limit=TOP_K)).points]
        assert LATER in before, before
        with fault():
            await client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(must=[
                models.FieldCondition(key="kind", match=models.MatchValue(value="forms"))])))
    with turn_span("question Mon 21/5"):
        stored = [p.payload["text"] for p in (await client.scroll(COLL, limit=50))[0]]
        hits = [p.payload["text"] for p in (await client.query_points(COLL, query=vec, limit=TOP_K)).points]
        context = ["Today is Mon 21 May 2046. You are talking to Kian's dad; Kian is going on Hanwood Youth Club's "
                   "camping trip (from Fri 25 May)."] + hits
        assert LATER not in stored and not any(w in c.lower() for c in stored + context
                                               for w in ("back sun", "wedding", "off by 12")), stored
        assert any("back mon teatime" in c for c in context), context
        return answer(question, context, mock="Bank holiday Monday (28th), back at the club around teatime.")


reply = asyncio.run(main())
finish(question, expected="Sunday 27th May, back at the club about 3 - the farmer's got a wedding on the bank "
                          "holiday Monday", actual=reply)
