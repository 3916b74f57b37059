"""Batch 101 (held out). A sea-swimming club's noticeboard: chromadb collection, the helper's query keeps only the
top 3 matches, script style (each call its own trace).

App: the Wells Dippers (a sea-swimming club on the North Norfolk coast) keep their swim plans, tide notes, safety
cover and odds and ends in one chroma collection; the club helper answers members from the three closest notes
(``n_results=3``).

Planted fault (RetrievalError, ranked out): the swim plan for Sun 20/7 says 8am from the lifeboat ramp (HW 11.02,
so slack enough). Jo, the safety officer, posted later that the RNLI volunteer kayaker can't be on the water
before 9 that Sunday (the Quay carnival set-up), and no cover no swim, so it's a 9.15 start in the water, meet
9. Her note uses few of the plan's words; the three hits are the plan and two other swim plans, so it is cut.
Question (Fri 18/7, a member): "what time we in the water sunday? need to sort the dog" -> expected a quarter past
nine (meet at 9). The assistant says 8am.

Expected verdict: RetrievalError at the chroma query (the top-3 query, wrapped in fault()). Asserted: the same
query with more results returns Jo's note; the top-3 leaves it out, and the plan's 8am line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b101_chroma_swim_sunday_time_ranked_out", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

JO = ("from Jo (safety) 16.7 - our RNLI vol kayaker cant be out before 9 on the 20th, he's doing the Quay "
      "carnival set up first thing. no cover = no swim so we go in 9.15, meet at 9 by the ramp. sorry all!")
DOCS = [
    ("plan", "SUN 20/7 swim - 8am from the lifeboat ramp, HW 11.02 so nice + slack. out to the 2nd yellow buoy + "
             "back, approx 800m. kayak cover booked"),
    ("plan", "sat 12/7 swim - 7.30am lifeboat ramp, short one, 400m, beginners welcome"),
    ("tides", "tide tables for july on the club drive, print ur own. springs around the 24th - strong pull at "
              "the harbour mouth, stay inside the buoys"),
    ("safety", JO),
    ("plan", "sun 27/7 - big one! Wells to Holkham gap 2km, 7am, HW 9.40, boat + 2 kayaks"),
    ("social", "bbq after the 27th swim at Mandy's beach hut no.14, bring a plate"),
    ("kit", "club tow floats (orange) in the box at the hut - sign them out on the sheet, 6 left"),
    ("safety", "jellyfish - lots of moon jellies about this wk, harmless, but 2 lions mane seen at Holkham 10/7, "
               "keep clear"),
]

client = chromadb.EphemeralClient()
board = client.get_or_create_collection("wells-dippers", embedding_function=offline.chroma_embedding_function())
board.add(ids=[f"d{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"kind": k} for k, _ in DOCS])

question = "what time we in the water sunday? need to sort the dog"
words = "Sunday 20/7 swim time start lifeboat ramp"  # the helper's search words
wide = board.query(query_texts=[words], n_results=8)["documents"][0]
assert JO in wide, wide

with fault():
    found = board.query(query_texts=[words], n_results=3)
hits = found["documents"][0]
context = ["Today is Fri 18 July 2036. You are talking to a club member."] + hits
assert JO not in context and not any("9.15" in c or "kayaker" in c for c in context), context
assert any("SUN 20/7 swim - 8am" in c for c in context), context
reply = answer(question, context, mock="8am on Sunday, from the lifeboat ramp - high water's not till 11.02 so "
                                       "it'll be nice and slack.")
finish(question, expected="9.15 in the water (meet 9) - the kayak cover can't start earlier", actual=reply)
