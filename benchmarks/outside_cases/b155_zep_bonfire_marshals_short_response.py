"""Batch 155 (held out). A rugby club's bonfire night: Zep facts (sync client, offline stand-in), one root span per
post and one for the question; the answer call gets the facts and works the difference from the old figure.

App: the Heath RUFC bonfire committee (Gareth, who does the marshals, and Lynne, the club secretary) post into a Zep
thread about bonfire night (Sat 7th Nov 2037 on the club's back pitches: bonfire, a 15-minute display, hog roast,
the bar open till 10); the helper answers the committee from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have, from 14/9, that they need 16 marshals
(the council's event plan, 1 per 75 plus 4 on the car park); from 22.10., that there are 13 names on the sheet in the
bar now, including the two Dans and the U14s coach; and, from Tue 27th, Lynne's notes from the safety advisory
group - with tickets at 1200 now they're selling them online, they want 20 marshals, 5 of them on the car park and
the gate. The model goes by the 14/9 figure. Question (Wed 4/11, Gareth): "how many more marshals do i need to find?
doing the rota tonight" -> expected 7 (20 wanted, 13 on the sheet). The assistant says 3 (16 less 13).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the 20 marshals fact is
in the facts the model was given, next to the 16 and the 13, and it worked the difference from the 16. Asserted:
the 16, the 13 and the 20 facts are in the context the answer call got.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b155_zep_bonfire_marshals_short_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "heath-rufc-bonfire-2037", "bonfire-committee"
POSTS = [
    "14/9 Gareth - bonfire sat 7th nov on the back pitches. we need 16 marshals (council's event plan, 1 per 75 + 4 "
    "on the car park). sheet's up in the bar",
    "Tue 6/10 Lynne - food: hog roast from Walsh's £6 a bap, veggie burgers, the WI's treacle toffee. bar open til 10",
    "22.10. Gareth - 13 names on the marshals sheet now incl the two Dans + the U14s coach. hi vis in the kit room, "
    "radios charging",
    "Tue 27th Lynne - SAG meeting last nite: tickets are at 1200 now we're selling them online so they want 20 "
    "marshals, 5 of them on the car park + the gate. briefing 5pm same as before",
    "2037-11-02T19:40 Gareth - fireworks firm confirmed, 15 min display at 7.30ish, rope line 25m back. bonfire lit "
    "half 6",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Bonfire committee")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Bonfire committee")])

question = "how many more marshals do i need to find? doing the rota tonight"
with turn_span("question Wed 4/11"):
    facts = client.graph.search_edges(GRAPH, query="how many marshals needed names on the sheet", page_size=10).items
    context = ["Today is Wed 4 November 2037. You are talking to Gareth, who does the marshals for Heath RUFC's "
               "bonfire night on Sat 7 November."] + [f.fact for f in facts]
    assert any("we need 16 marshals" in c for c in context), context
    assert any("13 names on the marshals sheet" in c for c in context), context
    assert any("they want 20 marshals" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="3 more - you need 16 marshals and there are 13 names on the sheet.")
finish(question, expected="7 - the SAG want 20 now tickets are at 1200, and there are 13 on the sheet", actual=reply)
