"""Batch 345 (held out). A taxi firm's dispatch: chromadb collection of transcribed phone calls, script style (every
call its own trace); for a job question the dispatch helper asks only the booking and account calls, and the call
that moved the job was filed under lost property.

App: Calder Cars (a taxi firm in Halifax) record their dispatch line; each call is transcribed (AGENT:/CALLER:, no
punctuation) and filed into one chroma collection with metadata ``kind`` (booking, account, lost_property,
complaint, driver). For a question about a job the helper asks only the booking and account calls
(``where={"kind": {"$in": ["booking", "account"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): David Haworth's booking call of 2050-10-10T11:20 has a
Manchester Airport run, Wednesday the nineteenth, pick-up half four in the morning, terminal two. His call of Tue
18 Oct 14:05 starts with a green and white golf umbrella he left in a car on Saturday night (so it was filed as
lost_property) and, while he's on, says his flight's been put back - can they make the airport pick-up the day after
tomorrow instead, same time - and the agent moves it. The day after tomorrow from Tue 18th is Thu 20th. Question
(Tue 18 Oct evening, Shaz on the night desk): "which day's the haworth airport job i need to get a driver on it" ->
expected Thursday 20th October, 4.30am (moved on the Tuesday call to the day after tomorrow). The scoped query
returns the booking and account calls; the assistant says Wednesday 19th.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Tue 18 Oct call is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the call is in the unfiltered 5 nearest and not in the filtered result; no context line has
"day after tomorrow", "put back" or "umbrella"; the booking call's "wednesday the nineteenth" is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b345_chroma_taxi_dispatch_airport_run_which_day_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MOVED = ("tue 18 oct 14:05 CALLER: hiya um i was in one of your cars saturday night coming back from the town and i "
         "think i left my umbrella in the back it's a big golf one green and white AGENT: ok i'll ask the drivers "
         "what name is it CALLER: haworth david haworth oh and while i've got you my flight's been put back so the "
         "airport pick up can you make it the day after tomorrow instead same time half four AGENT: yeah no problem "
         "i'll move that for you mr haworth")
CALLS = [
    ("booking", "2050-10-10T11:20 CALLER: hi i need a car to manchester airport please wednesday the nineteenth "
                "AGENT: what time CALLER: um the flight's at eight so pick up half four in the morning terminal two "
                "AGENT: name and address CALLER: david haworth twelve heath road skircoat AGENT: that's booked"),
    ("account", "12/10 AGENT: haworth airport job he's paying cash not on account quoted him sixty five one way "
                "told him the meet and greet's extra if he wants it coming back"),
    ("driver", "mon 17th 09:30 dispatch to all cars the roadworks on the a58 are on till friday go round by the "
               "burnley road for anything out past sowerby"),
    ("lost_property", MOVED),
    ("complaint", "17/10 CALLER: yeah your driver on friday was um on his phone the whole way to the station not "
                  "happy AGENT: sorry about that i'll pass it on what car was it"),
    ("booking", "tue 18th 09:10 CALLER: can i book the school run for the twins from monday same as last term "
                "eight fifteen pick up AGENT: yep done"),
]

client = chromadb.EphemeralClient()
calls = client.get_or_create_collection("calder-cars-dispatch-oct-2050",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(CALLS, 1):
    calls.add(ids=[f"call-{i}"], documents=[text], metadatas=[{"kind": kind, "line": "dispatch"}])

question = "which day's the haworth airport job i need to get a driver on it"
wider = calls.query(query_texts=[question], n_results=5)["documents"][0]
assert MOVED in wider, wider
with fault():
    found = calls.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["booking", "account"]}})
hits = found["documents"][0]
context = ["Today is Tue 18 October 2050 (evening). You are talking to Shaz on the night desk at Calder Cars."] + hits
assert MOVED not in hits and not any(w in c.lower() for c in context
                                     for w in ("day after tomorrow", "put back", "umbrella")), context
assert any("wednesday the nineteenth" in c for c in context), context
reply = answer(question, context, mock="Wednesday the 19th - pick-up half four in the morning at 12 Heath Road, "
                                       "Manchester Airport terminal 2, cash.")
finish(question, expected="Thursday 20th October, 4.30am - he moved it on the Tuesday call to the day after tomorrow",
       actual=reply)
