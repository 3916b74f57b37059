"""Batch 149 (held out). A junior swimming gala committee's thread: Zep facts (sync client, offline stand-in), one
root span per post and one for the question; the answer call gets the facts and gives the wrong length.

App: the committee of Calder Valley Otters (Lorraine the gala secretary, Kev who does the programme, Marcia the
referee) post into a Zep thread in the run-up to the junior gala at Sowerby Bridge pool (Sat 20th June 2037); the
helper answers parents from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Lorraine's post of 14/3 (warm-up 5.30,
first race 6pm sharp, four clubs, six lanes); her post of 22.3. that the pool's booked 5-9 and we've to be out with
the lane ropes back in by 9; Kev's post of 16th may that the programme's done - 38 races, heats and finals for the
25m, ending with the squadron relays - and it should all be finished, presentation and all, by half 8; and
Marcia's post of Tue 2/6 about the officials' briefing at 5.15. The model takes the pool booking for the length of
the gala. Question (Weds 17/6, Asha, a swimmer's mum): "how long does the gala go on for once the racing starts? my
mum wants to know if she can sit thru it on those benches" -> expected about two and a half hours (6pm till about
half 8, presentation included). The assistant says about three hours, 6 till 9.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the 6pm start and Kev's half 8 finish, and it answered with the pool booking's end. Asserted: the start,
the pool booking and Kev's finish are all in the context the answer call got.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b149_zep_gala_length_how_long_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "calder-valley-otters", "junior-gala-committee"
POSTS = [
    "14/3 Lorraine - gala sat 20th june at Sowerby Bridge pool. warm up 5.30, 1st race 6pm sharp. 4 clubs, 6 lanes, "
    "Otters hosting so we do teas",
    "22.3. Lorraine - pool's booked 5-9, we've to be out + the lane ropes back in by 9 or they charge us another hr",
    "16th may Kev - programme done!! 38 races, heats + finals for the 25m, ends w the squadron relays. should all be "
    "finished by half 8 presentation + all, we did 36 in 2hrs last yr",
    "Tue 2/6 Marcia - officials briefing 5.15 in the cafe pls, whites + soft shoes on poolside",
    "2037-06-09T21:05 Lorraine - spectators upstairs on the benches only, no buggies, £2 on the door kids free",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Junior gala committee")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Junior gala committee")])

question = ("how long does the gala go on for once the racing starts? my mum wants to know if she can sit thru it on "
            "those benches")
with turn_span("question Weds 17/6"):
    facts = client.graph.search_edges(GRAPH, query="gala start first race finish time pool booked presentation",
                                      page_size=10).items
    context = ["Today is Weds 17 June 2037. You are talking to Asha, whose daughter swims for Calder Valley Otters "
               "in the junior gala on Sat 20 June."] + [f.fact for f in facts]
    assert any("1st race 6pm sharp" in c for c in context), context
    assert any("pool's booked 5-9" in c for c in context), context
    assert any("finished by half 8 presentation + all" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="About three hours - the racing starts at 6pm and it runs till 9, "
                                               "when the pool booking ends.")
finish(question, expected="about two and a half hours - first race at 6, all finished by about half 8 with the "
                          "presentation", actual=reply)
