"""Batch 271 (held out). A men's shed's projects and tools: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has, in its facts, who is opening up while the usual key holder is off,
and names the usual one.

App: Hebden Royd Men's Shed meet Tues and Thurs 9.30-3 and Sat mornings in a unit on the industrial estate - a
roller shutter, a lathe, benches for the park, spoon carving, a brew. The shed's WhatsApp chat goes into a Zep
thread; the helper answers members' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Geoff's 2051-01-16T10:30 post - Tues +
Thurs 9.30-3, Sat 10-12, Ron opens up Tues and Thurs (he's got the only key for the shutter), Geoff locks up; Pete's
2/2 post - the kettle's died, a new one from the tin; Ron's Mon 6th Mar post - his hip op's come through for the
14th, out for six weeks, Geoff's doing the opening up Tues and Thurs till he's back, he's got Ron's keys and the
shutter code; Geoff's Sat 11/3 post - Ron's keys picked up, card for Ron by the kettle. Question (Weds 22/3,
Alan): "who's opening up tomorrow? I'm dropping the timber off at 9.30 + need someone there" -> expected Geoff (Ron's
off for six weeks after his hip op; Geoff has his keys). The model says Ron.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have Geoff opening up while Ron's off after his op on the 14th, and Geoff having Ron's keys, and the model gave
Ron. Asserted: the context has Ron's opening-up line, his hip op line and Geoff's keys line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b271_zep_mens_shed_thursday_opener_who_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hebden-royd-shed", "shed-chat-2051"
POSTS = [
    "2051-01-16T10:30 Geoff - opening times 🔨 tues + thurs 9.30-3, sat mornings 10-12. Ron opens up tues + thurs "
    "(he's got the only key for the shutter), I lock up",
    "2/2 Pete - kettle's died 😱 got a new one from Wilko's, £12 out the tin",
    "Mon 6th Mar Ron - hip op's come through for the 14th!! out for 6 wks they reckon. Geoff's doing the opening up "
    "tues + thurs till I'm back, he's got my keys + the shutter code",
    "Sat 11/3 Geoff - Ron's keys picked up 👍 wish him luck lads, card for him by the kettle",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Hebden Royd Men's Shed")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="shed chat")])

question = "who's opening up tomorrow? I'm dropping the timber off at 9.30 + need someone there"
context = ["Today is Weds 22 March 2051. You are talking to Alan, a member of Hebden Royd Men's Shed."]
for query in ("who opens up", "opening up thursday key shutter", "Ron hip op"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("Ron opens up tues + thurs" in c for c in context), context
assert any("hip op's come through for the 14th" in c and "Geoff's doing the opening up" in c for c in context), context
assert any("Ron's keys picked up" in c for c in context), context
with fault():
    reply = answer(f"(Alan) {question}", context,
                   mock="Ron - he opens up Tuesdays and Thursdays, he's got the key for the shutter, so he'll be "
                        "there for 9.30.")
finish(question, expected="Geoff - Ron's off for 6 weeks after his hip op, Geoff's got his keys", actual=reply)
