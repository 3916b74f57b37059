"""Batch 69 (held out). A sailing club's dinghy hire: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: Saul Junction Sailing Club hires out Toppers, Lasers and a Wayfarer on weekends. The hire desk keeps its notes
in one collection, metadata ``{"kind"}`` ("booking", "instructor", "boat" or "club"). When a member asks about their
hire, the assistant searches only the "booking" notes. Ten documents, May 2029.

Planted fault (RetrievalError, filtered out by scope): on Weds 16/5 Gwen, the senior instructor, wrote (filed as an
instructor note): "sat hires - I'm running them off the pontoon by the boathouse this wk not the slipway, the
slipway's getting its new concrete thurs-sun + is taped off. meet me there 5 min before ur slot, buoyancy aid ON pls".
The booking-only query leaves it out. Question (Fri 18/5, Sam, a member with a Topper booked): "where do I meet the
instructor for my Topper hire tomorrow?" -> expected the pontoon by the boathouse. The assistant goes by the booking
note (meet the instructor at the slipway).

Expected verdict: RetrievalError at chroma.query (the one filtered query inside fault()). Asserted: Gwen's note is
stored and a hit of the same query without the filter, and not in the context; the booking note is. Another reading:
none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b69_chroma_sailing_topper_meeting_place_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

GWEN = ("sat hires - I'm running them off the pontoon by the boathouse this wk not the slipway, the slipway's getting "
        "its new concrete thurs-sun + is taped off. meet me there 5 min before ur slot, buoyancy aid ON pls")
DOCS = [
    ("booking", "Sat 19/5 10-12 Topper hire - Sam Reilly (member 441), £24 paid on the app. meet the instructor at "
                "the slipway, wetsuit own"),
    ("booking", "Sat 19/5 2-4 Wayfarer - the Okafors (2 adults 2 kids), £45, kids need to be 8+ (they're 9 + 11 ok)"),
    ("instructor", GWEN),
    ("boat", "Topper 3 (the yellow one) - new bung, Mike fitted it 12th. Topper 5 still off, cracked tiller"),
    ("club", "clubhouse bar shut this sat, private party from 6. toilets still open via the side door"),
    ("booking", "Sun 20/5 10-12 Laser - Dev Sharma, £28, 1st time in a Laser so start w the radial rig"),
    ("instructor", "Gwen + Mark doing sat, Mark only till 1 (his daughter's party). Sun is Tash"),
    ("club", "launch trolleys back on the rack after, NOT left on the hard, the mower can't get round"),
    ("boat", "Wayfarer jib sheet fraying, swapped for the spare, new one ordered £19"),
    ("booking", "Sat 26/5 10-12 Topper - Sam Reilly again, £24, asked for Topper 3 if poss"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("saul-hire", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"h{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"kind": k} for k, _ in DOCS])

question = "where do I meet the instructor for my Topper hire tomorrow?"
words = "sat Topper hire meet instructor where slipway pontoon boathouse"  # the app's search words
unfiltered = notes.query(query_texts=[words], n_results=5)["documents"][0]
assert GWEN in unfiltered, unfiltered
assert GWEN in notes.get()["documents"]

with fault():
    hits = notes.query(query_texts=[words], n_results=5, where={"kind": "booking"})["documents"][0]
context = ["Today is Fri 18 May 2029. You are talking to Sam Reilly, who has the 10-12 Topper slot tomorrow."] + hits
assert GWEN not in context, context
assert any("meet the instructor at the slipway" in c for c in context), context
assert not any("pontoon" in c or "boathouse" in c for c in context), context
reply = answer(question, context, mock="At the slipway - the instructor will meet you there for the 10-12 Topper "
                                       "slot. Bring your own wetsuit.")
finish(question, expected="on the pontoon by the boathouse (slipway's taped off for the concrete)", actual=reply)
