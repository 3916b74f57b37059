"""Batch 141 (held out). A sailing club's members' group: Zep facts (sync client, offline stand-in), one root span
per post and one for the question.

App: Saltfleet Sailing Club's racing members (Pauline the race officer, Geoff the sailing secretary, Brian who
looks after the safety RIB, Mike and the rest) post into a Zep thread; the helper answers members from a graph
search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have, from Sun 26th, Mike's post from the bar
that race 3 got abandoned halfway round because the wind died to nothing on the second beat, or so it looked; then
Pauline's, the same evening, putting the record straight - it wasn't the wind, there was plenty on the far side; the
RIB's outboard packed up and with no safety cover on the water she had to call it, and Brian's taking it to Marine
Services on Tuesday; then Brian's, Tue 28th, that it's the fuel pump, £140, back Friday. The model gives the wind.
Question (Weds 29/4, Raj, who'd gone home after race 2): "why did they abandon race 3 sunday? i'd gone home by then"
-> expected the safety boat's outboard packed up, so there was no safety cover (not the wind). The assistant says
the wind died.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): Mike's guess and the
race officer's post saying why she called it are both in the facts the model was given, and it gave the guess.
Asserted: both posts are in the context the answer call got.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b141_zep_sailing_abandoned_why_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "saltfleet-sc", "saltfleet-sc-racing"
POSTS = [
    "14/3 Geoff - spring series sundays from 19th april, 6 races count, 2 discards. results on the board + the "
    "website by weds",
    "Sun 26th Mike - race 3 abandoned halfway round, wind just died to nothing on the 2nd beat, or thats how it "
    "looked from the bar anyway. shame, i was 2nd",
    "Sun 26th Pauline (RO) - to put the record straight, it wasnt the wind, there was plenty over on the far side. "
    "the RIB's outboard packed up + with no safety cover on the water I had to call it. Brian's taking it to "
    "Marine Services tues",
    "Tue 28th Brian - outboard's the fuel pump, £140, back fri. we'll have the RIB for sunday",
    "Tue 28th Geoff - results for races 1 + 2 are up, race 3 won't be resailed",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Racing members")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Racing members")])

question = "why did they abandon race 3 sunday? i'd gone home by then"
with turn_span("question Weds 29/4"):
    facts = client.graph.search_edges(GRAPH, query="race 3 abandoned sunday why wind safety cover RIB outboard",
                                      page_size=10).items
    context = ["Today is Weds 29 April 2037. You are talking to Raj, who races a Laser at Saltfleet Sailing Club "
               "and went home after race 2 on Sunday 26 April."] + [f.fact for f in facts]
    assert any("wind just died to nothing" in c for c in context), context
    assert any("it wasnt the wind" in c and "no safety cover on the water I had to call it" in c
               for c in context), context
    with fault():
        reply = answer(question, context, mock="The wind died to nothing on the second beat, so the race officer "
                                               "abandoned it halfway round.")
finish(question, expected="the safety RIB's outboard packed up, so there was no safety cover - not the wind",
       actual=reply)
