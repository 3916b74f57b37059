"""Batch 122 (held out). A wildlife trust's work-party log: chromadb collection, a clear-out that deletes the work
parties marked done, script style (each call its own trace).

App: the Thornber Moss Wildlife Trust keeps its work-party write-ups, the coming work parties and the site info
sheets in one chroma collection with a ``status`` ("done", "upcoming", "info"). After each month's report to the
trust the app deletes everything with status done.

Planted fault (DeletionError): the Brock Wood info sheet says meet at St Mary's church car park, 9.30. Sue's write-up
of the sat 14/3 coppicing says, in among the hazel and the tea, that from now on the Brock Wood lot meet at the Mill
Lane lay-by by the kissing gate, not the church - the vicar's asked us to keep off the car park on sat mornings
(weddings) - and she's put a sign up. The clear-out deletes the write-up. Question (Fri 24/4, Ahmed, a volunteer):
"where do we meet tmrw for brock wood? first time up there" -> expected the Mill Lane lay-by by the kissing gate. The
assistant says St Mary's church car park.

Expected verdict: DeletionError at the chroma delete (wrapped in fault()): the write-up that decides the place was in
the collection and found before the clear-out, and the delete removed it while it still held. Asserted: Sue's write-up
is found before the delete and gone from the collection and the context after it; the church car park line is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b122_chroma_wildlife_brock_meet_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SUE = ("sat 14/3 Brock Wood coppicing - 11 of us + Sue's dog. cut abt 40m of the hazel, brash in dead hedges along "
       "the path. NB from now on brock wood lot meet at the Mill Lane lay-by (by the kissing gate), not the church - "
       "vicar's asked us to keep off the car park sat mornings, weddings. I've put a sign up. tea + flapjack "
       "courtesy of Joan, ta")
DOCS = [
    ("info", "BROCK WOOD - site info. meet St Mary's church car park 9.30, walk up the bridleway 10 mins. tools from "
             "the container (key w Sue). no loos - go before!! packed lunch, stout boots"),
    ("done", SUE),
    ("info", "TOP FIELD - meet at the farm gate on Moss Lane, 9.30. park on the verge not in the gateway. tools in "
             "the van"),
    ("done", "22.3. Top Field hedge laying - 8 of us, did about 45m, rain stopped play 1.30pm. Dan's back's playing "
             "up again. billhooks need sharpening"),
    ("upcoming", "sat 25/4 Brock Wood - bramble bashing + finishing the dead hedges, 9.30 till 3ish, leader Sue. "
                 "bring gloves, loppers if you have them"),
    ("upcoming", "Weds 29/4 midweek crew - Top Field, half 9 start, Ray leading"),
    ("done", "Weds 8 Apr midweek crew - Top Field, 5 of us, 38m laid. Ray's bringing his own billhook from now on"),
]

client = chromadb.EphemeralClient()
log = client.get_or_create_collection("thornber-moss", embedding_function=offline.chroma_embedding_function())
log.add(ids=[f"w{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
        metadatas=[{"status": status} for status, _ in DOCS])

words = "brock wood meet where sat car park"
before = log.query(query_texts=[words], n_results=5)["documents"][0]
assert SUE in before, before

with fault():
    log.delete(where={"status": "done"})

stored = log.get()["documents"]
hits = log.query(query_texts=[words], n_results=5)["documents"][0]
question = "where do we meet tmrw for brock wood? first time up there"
context = ["Today is Fri 24 April 2037. You are talking to Ahmed, a new Thornber Moss volunteer."] + hits
assert SUE not in stored and not any("Mill Lane" in c or "kissing gate" in c for c in stored + context), stored
assert any("meet St Mary's church car park 9.30" in c for c in context), context
reply = answer(question, context, mock="St Mary's church car park at 9.30 - it's a 10 minute walk up the bridleway "
                                       "from there. Bring gloves and a packed lunch.")
finish(question, expected="the Mill Lane lay-by by the kissing gate - not the church car park any more",
       actual=reply)
