"""Batch 320 (held out). A tailor's alterations shop: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the new measurement in its facts and gives the old one.

App: Khan's Tailoring & Alterations on King Cross Rd - suits made and altered, wedding and prom work, hems and
zips while you wait. Imran (the tailor) and Shazia (on the counter) post the shop's job chat into a Zep thread; the
helper answers from a graph search of the facts - for the customers, and for Amir, the Saturday lad who does the
finishing and pressing.

Planted fault (ResponseError, ignored sufficient context): the facts have Shazia's 2051-04-08T11:20 post - Tom
Brearley's navy wedding suit, take the trousers up 2in, sleeves 1in shorter, ready Sat 22nd, £48; Imran's 12/4 post
- sleeves done, kept the working cuff buttons; Imran's Weds 19 Apr post - Tom came back for a fitting in his
wedding shoes (Cuban heels), so the 2in is too much now, only taking the trousers up 1 1/4in, pinned and chalked,
don't cut on the old line; Shazia's Thu 20/4 post - ready for Saturday, pay on collection. Question (Fri 21/4,
Amir): "how much am I taking Tom Brearley's trousers up? finishing them first thing tmrw" -> expected 1 1/4in
(on the new chalk line, for the Cuban heels). The model says 2 inches.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have both measurements, the later one saying the 2in is too much now with the heels, and the model gave the
2in. Asserted: the context has the 2in line and the 1 1/4in line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b320_zep_tailor_suit_trousers_take_up_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "khans-tailoring", "job-chat-2051"
POSTS = [
    "2051-04-08T11:20 Shazia - Tom Brearley, navy wedding suit (bought, not hire), trousers take up 2in, jacket "
    "sleeves 1in shorter. wedding's sun 23rd so ready sat 22nd latest, £48",
    "12/4 Imran - Brearley sleeves done, kept the working cuff buttons (he was chuffed about those 😂)",
    "Weds 19 Apr Imran - Tom B came back in for a fitting in his wedding shoes - Cuban heels!! 👞 so the 2in's too "
    "much now, only taking the trousers up 1 1/4in. pinned + chalked, DON'T cut on the old line",
    "Thu 20/4 Shazia - Brearley ready for sat morning, £48 on collection, hang it at the front",
    "Thu 20/4 Shazia - prom season starting 😬 6 dresses in already, Imran says no more hems till tues",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Khan's Tailoring")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="job chat")])

question = "how much am I taking Tom Brearley's trousers up? finishing them first thing tmrw"
context = ["Today is Fri 21 April 2051. You are talking to Amir, who does the finishing and pressing on Saturdays "
           "at Khan's Tailoring & Alterations."]
for query in ("Tom Brearley trousers take up", "trouser hem length", "wedding suit alterations"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("trousers take up 2in" in c for c in context), context
assert any("the 2in's too much now, only taking the trousers up 1 1/4in" in c for c in context), context
with fault():
    reply = answer(f"(Amir) {question}", context,
                   mock="2 inches - take Tom Brearley's trousers up 2in, then press them for Saturday morning.")
finish(question, expected="1 1/4in - on the new chalk line, he's wearing Cuban heels so the 2in was too much",
       actual=reply)
