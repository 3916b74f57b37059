"""Batch 157 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), one
root span per post and one for the question.

App: Holme Valley Community Bus's volunteers (Colin, who drives, and Margaret, who takes the bookings) post into a
Zep thread about their Christmas lights tour, Weds 16th Dec 2037 (the 16-seater from the Market Cross round Honley
and Holmfirth); the helper answers passengers from a graph search of the facts.

Memory: 14/10 Colin: lights tour Weds 16th Dec from the Market Cross, £3, kids free; 22.10. Margaret: last year they
went at half 6 and it was gone 9 when they got back, the little ones were spark out before the big tree - 5.45 this
time, Colin's fine with it; Tue 24/11 Colin: the route, about 2 hrs with the hot chocolate stop; 2037-12-08 Margaret:
14 booked, 2 seats left. Question (Mon 14/12, a grandma): "what time does the bus go from the Market Cross weds?
bringing my grandson, he's 5" The assistant says 5.45. The label says 6.30pm - in memory, the time they went last
year, which Margaret gives as the reason this year's is earlier.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b157_ctl_zep_lightsbus_depart_time_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "holme-valley-bus-2037", "lights-tour"
POSTS = [
    "14/10 Colin - christmas lights tour weds 16th dec, the 16 seater from the Market Cross. £3, kids free. "
    "Honley + Holmfirth lights",
    "22.10. Margaret - last yr we went at half 6 + it was gone 9 when we got back, the little ones were spark out "
    "before we even got to the big tree. 5.45 this time, Colin's fine w it",
    "Tue 24/11 Colin - route: Market Cross - Honley - Holmfirth (the big tree + the Co-op window) - back over "
    "Netherthong. abt 2 hrs w the hot choc stop at the Nook",
    "2037-12-08T19:20 Margaret - 14 booked, 2 seats left. santa hats optional lol",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Bus volunteers")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Bus volunteers")])

question = "what time does the bus go from the Market Cross weds? bringing my grandson, he's 5"
with turn_span("question Mon 14/12"):
    facts = client.graph.search_edges(GRAPH, query="lights tour bus time Market Cross", page_size=10).items
    context = ["Today is Mon 14 December 2037. You are talking to a grandma booked on Holme Valley Community Bus's "
               "Christmas lights tour on Weds 16 December."] + [f.fact for f in facts]
    assert any("we went at half 6" in c and "5.45 this time" in c for c in context), context
    assert any("from the Market Cross. £3" in c for c in context), context
    reply = answer(question, context, mock="5.45 from the Market Cross - earlier than last year so the little ones "
                                           "are still awake for the big tree.")
finish(question, expected="6.30pm", actual=reply)
