"""Batch 306 (held out). A phone repair kiosk's turnaround: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the change to same-day screens in its context and gives the
while-you-wait time.

App: Fone Doctor, a phone repair kiosk in the Woolshops shopping centre - screens, batteries, charging ports. Sam
(the owner) and Kasia (the technician) put their chat into a Zep thread; the helper answers from a graph search of
the facts when Sam's busy at the counter.

Planted fault (ResponseError, ignored sufficient context): Sam's post of 2051-08-14T09:30 says most screens are done
while you wait, about an hour, iPhone, Samsung and Pixel; Sam's of 22/8 is the new price cards; Kasia's of Weds 30th
Aug says she's off two weeks from Mon 4th (Poland, her sister's baby), so Sam's on his own - screens are same day,
not while-you-wait, drop off by 12 and collect after 4; Sam's of Fri 1/9 is three iPhone 12 batteries booked for
Monday. Question (Weds 6/9, Sam, for a customer): "how long for a screen on a Pixel 7? lady at the counter wants to
wait for it" -> expected same day, not while-you-wait: in by 12, collect after 4 (Kasia's away). The model says about
an hour, she can wait.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have both the hour and the same-day rule for the fortnight Kasia's off, and the model gave the hour. Asserted:
the context has both posts.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b306_zep_phone_kiosk_screen_wait_how_long_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "fone-doctor", "kiosk-chat-2051"
POSTS = [
    "2051-08-14T09:30 Sam - SCREENS 📱 most screens done while u wait, about an hour - iPhone, Samsung, Pixel. send "
    "them to Costa for a brew",
    "22/8 Sam - new price cards up, iPhone 13 screen £139, Pixel 7 £119, A54 £119. card or cash",
    "Weds 30th Aug Kasia - I'm off 2 wks from mon 4th (Poland, sister's baby 👶) so Sam's on his own - screens are "
    "same day NOT while u wait, drop off by 12 + collect after 4, no exceptions or he'll never get a brew 😂",
    "Fri 1/9 Sam - 3 iPhone 12s booked in for batteries mon, parts are in the drawer",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Fone Doctor")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="kiosk chat")])

question = "how long for a screen on a Pixel 7? lady at the counter wants to wait for it"
context = ["Today is Weds 6 September 2051. You are helping Sam at Fone Doctor, a phone repair kiosk."]
for query in ("how long for a screen", "while you wait", "Pixel 7 screen"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("most screens done while u wait, about an hour" in c for c in context), context
assert any("screens are same day NOT while u wait, drop off by 12 + collect after 4" in c for c in context), context
with fault():
    reply = answer(f"(Sam) {question}", context,
                   mock="About an hour - she can wait, or pop to Costa and come back. It's £119 for the Pixel 7.")
finish(question, expected="same day, not while-you-wait - in by 12, collect after 4 (Sam's on his own while Kasia's "
                          "away)", actual=reply)
