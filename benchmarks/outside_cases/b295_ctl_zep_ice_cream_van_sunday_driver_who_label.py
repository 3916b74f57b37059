"""Batch 295 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Rossi's Ices run two vans in summer 2051 - the big van round the park and the estates, the small van round the
villages. Marco (who owns it), Leanne (his partner, who drives the small van) and the family put their WhatsApp
into a Zep thread; the helper answers questions from a graph search of the facts.

Memory: Marco, 2051-07-02T09:00 - Sunday rounds this summer, him on the big van (the park and the estates), Leanne
on the small van round the villages; Leanne, 8/7 - new chimes on the small van; Marco, Thu 13 July - he's at "our
Daniela's" wedding in Bradford on Sun 16th, so Leanne's doing the big van on Sunday and Gino's having the small van
for the villages, he's insured on both now; Leanne, Fri 14th - 30 tubs of vanilla in for Sunday, heatwave.
Question (Sat 15/7, Bev from the park café): "who's on the big van at the park tomorrow? want to ask about doing a
deal with the café" The assistant says Leanne (Marco's at Daniela's wedding). The label says Marco.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b295_ctl_zep_ice_cream_van_sunday_driver_who_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "rossis-ices", "summer-2051"
POSTS = [
    "2051-07-02T09:00 Marco - sunday rounds this summer 🍦 me on the big van (the park + the estates), Leanne on the "
    "small van round the villages",
    "8/7 Leanne - new chimes fitted on the small van 🎶 sounds like a cat being strangled tbh",
    "Thu 13 July Marco - I'm at our Daniela's wedding in Bradford sun 16th so Leanne's doing the big van sunday + "
    "Gino's having the small van for the villages, he's insured on both now",
    "Fri 14th Leanne - need 30 tubs of vanilla in for sunday, heatwave 🔥 + more Twisters",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Rossi's Ices")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="family chat")])

question = "who's on the big van at the park tomorrow? want to ask about doing a deal with the café"
context = ["Today is Sat 15 July 2051. You are talking to Bev, who runs the café in the park."]
for query in ("who drives the big van on sunday", "big van at the park", "sunday round driver"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("me on the big van (the park + the estates)" in c for c in context), context
assert any("Leanne's doing the big van sunday" in c for c in context), context
reply = answer(f"(Bev) {question}", context,
               mock="Leanne - Marco's at Daniela's wedding in Bradford tomorrow, so she's got the big van at the "
                    "park.")
finish(question, expected="Marco", actual=reply)
