"""Batch 279 (held out). A wedding's guest list: Zep facts (sync client, offline stand-in), script style (every call
its own trace); the answer call has the changed guest numbers in its context and gives the first count.

App: Hannah and Raj get married on Sat 20th Sept 2051 at the Old Mill, Ripponden - the day guests for the ceremony
and the wedding breakfast, and more invited for the evening do and the hog roast at 8. Hannah and her sister Beth
put the wedding chat into a Zep thread; the helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Hannah's 2051-05-02T21:00 post - 80 day
guests, all staying on, and 40 evening only, so 120 for the hog roast; Beth's 14/7 post - Raj has added his five-a-
side lot (11 of them) to the evening, so it's 51 evening-only now, Hannah's "fine whatever"; Hannah's Mon 1st Sept
post - three day-guest no's, the Wilsons (2) can't get a flight back and Carl's got covid; and Beth's Tue 2nd post
- the hog roast man needs final numbers by Friday, and the cake's being collected Saturday morning. Question (Weds
3/9, Beth): "how many do I tell the hog roast man for the evening? he wants a number by fri 🐷" -> expected 128
(77 day guests + 51 evening only). The model says 120.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model
was given have the first 120, Raj's 11 extra evening guests and the three day-guest no's, and the model gave the
first count. Asserted: the context has all three lines.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b279_zep_wedding_evening_numbers_how_many_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hannah-raj-wedding", "wedding-chat-2051"
POSTS = [
    "2051-05-02T21:00 Hannah - invites out!! 💌 80 day guests (all staying on for the eve obvs) + 40 evening only, "
    "so 120 for the hog roast at 8. Old Mill's max is 150 so we're fine",
    "14/7 Beth - Raj has added his five-a-side lot to the evening 🙄 that's 11 more, so 51 evening only now. Hannah "
    "says fine whatever as long as they don't start a conga",
    "Mon 1st Sept Hannah - 3 day-guest no's 😢 the Wilsons (2) can't get a flight back from Tenerife + Carl's got "
    "covid. caterers know for the breakfast",
    "Tue 2nd Beth - hog roast man needs final numbers by fri. cake's being collected sat morning, Dad's doing it in "
    "the estate",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Hannah + Raj")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="wedding chat")])

question = "how many do I tell the hog roast man for the evening? he wants a number by fri 🐷"
context = ["Today is Weds 3 September 2051. You are talking to Beth, the bride's sister (Hannah and Raj's wedding, "
           "Sat 20 Sept at the Old Mill)."]
for query in ("evening guest numbers", "hog roast numbers", "day guests not coming"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("so 120 for the hog roast at 8" in c for c in context), context
assert any("that's 11 more, so 51 evening only now" in c for c in context), context
assert any("3 day-guest no's" in c and "the Wilsons (2)" in c for c in context), context
with fault():
    reply = answer(f"(Beth) {question}", context,
                   mock="120 - the 80 day guests who are staying on plus the 40 evening-only invites.")
finish(question, expected="128 - 77 day guests after the 3 no's, plus 51 evening-only with Raj's five-a-side lot",
       actual=reply)
