"""Batch 110 (held out). A primary school's bike-to-school scheme: chromadb collection, an end-of-term tidy-up,
script style (each call its own trace).

App: Hillside Primary's Wednesday bike bus keeps its notes in one chroma collection, each with the term it belongs to
("term": "autumn", or "all" for standing notes like the route card). At the end of term Ravi, who leads it, runs a
tidy-up that deletes the term's notes. The helper answers ride leaders from a query of what's left.

Planted fault (DeletionError): Ravi's note of 20/11 says Mill Lane is being dug up for the water main till Easter,
so from the next Weds the bike bus meets in the Co-op car park on Station Rd, same time, and goes Station Rd - Park
Rd (the Co-op manager's fine with it if they're gone by 8.20). It was filed as term "autumn", so the tidy-up on Sat
19/12 deletes it with the rest of the term's notes; the route card (term "all") still says meet at library corner
and go down Mill Lane. Question (Mon 4/1/38, Priya, a new ride leader): "where do i meet the weds bike bus?" ->
expected the Co-op car park on Station Rd. The assistant says library corner.

Expected verdict: DeletionError at the chroma delete (the tidy-up, wrapped in fault()). Asserted: the 20/11 note is
found before the delete and gone from the collection and the context after it; the route card is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b110_chroma_bikebus_meeting_point_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COOP = ("20/11 - Mill Lane's getting dug up for the water main, council reckons til Easter!! so from next weds we "
        "meet in the Co-op car park on Station Rd, same time, and go Station Rd - Park Rd. I checked w the manager, "
        "fine as long as we're gone by 8.20. Ravi")
DOCS = [
    ("all", "ROUTE CARD weds bike bus: meet library corner 8.10, off at 8.15 sharp, Mill Lane - Park Rd - in the "
            "side gate by 8.35. min 2 ride leaders, 1 at the front 1 at the back"),
    ("autumn", COOP),
    ("autumn", "bike check day 4/11 - 3 failed on brakes (Tom B, Ada, Max K), letters home. Dr Bike back in spring"),
    ("all", "ride leaders: Ravi (lead), Sophie, Mr Hughes on weds, Priya from Jan (DBS came thru 2/12)"),
    ("autumn", "last ride of term weds 16/12 - mince pies at the gate, santa hats on helmets ok"),
    ("all", "spare hi-vis + the first aid bag in the bike shed, padlock code 4471"),
    ("autumn", "only 9 riders on 25/11, rain. still went"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hillside-bike-bus", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"bb{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"term": term} for term, _ in DOCS])

words = "weds bike bus meet where meeting point start"  # the helper's search words
before = notes.query(query_texts=[words], n_results=7)["documents"][0]
assert COOP in before, before

# Sat 19/12, Ravi's end-of-term tidy-up: drop the autumn term's notes
old = notes.get(where={"term": "autumn"})["ids"]
assert "bb01" in old and len(old) == 4, old
with fault():
    notes.delete(ids=old)

stored = notes.get()["documents"]
hits = notes.query(query_texts=[words], n_results=7)["documents"][0]
question = "where do i meet the weds bike bus?"
context = ["Today is Mon 4 January 2038. You are talking to Priya, a new ride leader."] + hits
assert COOP not in stored and COOP not in context
assert not any("Co-op" in c or "Station Rd" in c for c in stored + context), context
assert any("meet library corner 8.10" in c for c in context), context
reply = answer(question, context, mock="Library corner, at 8.10 - the bike bus leaves at 8.15 sharp down Mill Lane.")
finish(question, expected="the Co-op car park on Station Rd (Mill Lane's dug up)", actual=reply)
