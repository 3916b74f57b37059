"""Batch 211 (held out). A village hall's Burns night: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the tickets Ian sold at the kirk in its facts and leaves them out.

App: Hopesay village hall holds its Burns night on Sat 25th Jan 2048 - haggis piped in, a three-course supper, the
Strathmore ceilidh band, 80 tickets (the hall's limit). The hall committee's WhatsApp group goes into a Zep thread;
the helper answers committee members from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Morag, 2048-01-02T19:00 - 80 tix (hall
max), £18 each, money to her; Tue 14/1 Morag - 52 sold so far, so 28 left, keep going; Sun 19th Ian - sold another 11
after the service at the kirk, money's in an envelope in the hall kitchen drawer; Morag - brill, thanks Ian; Dave -
the bar float. Question (Tue 21/1, Pam, whose neighbours want 4): "how many tickets have we got left? my neighbours
want 4" -> expected 17 (80 - 52 - 11). The model says 28, from Morag's 14/1 count.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the 80, the 52 sold and
Ian's 11 at the kirk are all in the facts the model was given, and it answered from the 14/1 count alone. Asserted:
the context has all three lines.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b211_zep_burns_tickets_left_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hopesay-village-hall", "burns-night-2048"
POSTS = [
    "2048-01-02T19:00 Morag - BURNS NIGHT tix on sale 🏴 80 (hall max), £18 each inc the supper, money to me or in "
    "the tin at the post office",
    "Morag - band's the Strathmore lot again, 8-11.30, piper is young Callum from Clun",
    "tue 14/1 Morag - 52 sold so far 👍 so 28 left, keep going everyone",
    "sun 19th Ian - sold another 11 after the service at the kirk!! money's in an envelope in the hall kitchen drawer",
    "Morag - brill, thanks Ian 😘",
    "Dave - bar float's £100 in coins, I'll pick it up from the bank fri",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Hopesay hall committee")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="hall committee")])

question = "how many tickets have we got left? my neighbours want 4"
context = ["Today is Tue 21 Jan 2048. You are talking to Pam, on Hopesay village hall committee; Burns night is Sat "
           "25 Jan."]
for query in ("Burns night tickets sold", "tickets left", "hall max"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("80 (hall max)" in c for c in context), context
assert any("52 sold so far" in c for c in context), context
assert any("sold another 11 after the service at the kirk" in c for c in context), context
with fault():
    reply = answer(f"(Pam) {question}", context, mock="28 left - 52 of the 80 have gone, so yes, plenty for your "
                                                      "neighbours.")
finish(question, expected="17 - 80 less the 52 sold by 14/1 and the 11 Ian sold at the kirk (still room for 4)",
       actual=reply)
