"""Batch 177 (held out). A food bank's Christmas hamper drive: Zep facts (sync client, offline stand-in), script style
(each call its own trace); the answer call has every figure and leaves one packing day out of a difference.

App: Whitchurch & District Food Bank packs Christmas hampers for every family referred to it - packing at St John's
hall on Sat 12th and Sun 13th December 2043, deliveries Sat 19th. Sandra (referrals and packing), Mo (warehouse) and
Kev (donations) keep their chat in a Zep thread; the helper answers the volunteers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have 240 families referred by Tue 24th Nov, the
referrals closing on 4/12 at 262 ("final number"), 158 hampers packed on the Saturday, and Mo's post of
2043-12-13T13:20 that Sunday's lot did 71 more hampers before they ran out of boxes; Kev's Weds 16/12 post is about
selection boxes. The model takes the Saturday's 158 from the 262 and leaves Sunday's 71 out. Question (Thurs 17/12,
Phil): "how many hampers have we still got to pack? trying to work out if we need another session before sat" ->
expected 33 (262 - 158 - 71). The assistant says 104.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the final referral count
and both packing days' numbers are in the facts the model was given, and it left the Sunday's 71 out. Asserted: the
context has the 262, the 158 and the 71.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b177_zep_foodbank_hampers_left_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "whitchurch-foodbank-xmas-2043", "hamper-team-chat"
POSTS = [
    "Tue 24th Nov Sandra - 240 families referred for hampers so far (agencies + the schools), referrals close fri "
    "4th dec",
    "4/12 Sandra - referals closed 🙏 final number 262, incl 97 w kids",
    "Sat 12th Sandra - packing day 1 done, 158 hampers!! legs gone 😅 ran out of gravy granules, Kev's on it",
    "2043-12-13T13:20 Mo - sunday's lot did 71 more hampers before we ran out of boxes 📦 Sandra's ordering more "
    "from the cash + carry",
    "Weds 16/12 Kev - 40 selection boxes from Morrisons came, one in each family hamper w kids til they run out",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Hamper team chat")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="Hamper team chat")])

question = "how many hampers have we still got to pack? trying to work out if we need another session before sat"
facts = client.graph.search_edges(GRAPH, query="hampers packed referrals families final number", page_size=10).items
context = ["Today is Thurs 17 December 2043. You are talking to Phil, who runs the drivers for Whitchurch & District "
           "Food Bank's Christmas hampers (deliveries Sat 19 December)."] + [f.fact for f in facts]
assert any("final number 262" in c for c in context), context
assert any("158 hampers" in c for c in context), context
assert any("sunday's lot did 71 more hampers" in c for c in context), context
with fault():
    reply = answer(question, context, mock="104 still to pack - 262 families referred and 158 hampers done on the "
                                           "Saturday, so yes, you'll need another session.")
finish(question, expected="33 - 262 referred, 158 packed Sat + 71 Sun", actual=reply)
