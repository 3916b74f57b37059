"""Batch 256 (held out). A market stall's stock and pitch chats: Zep facts (sync client, offline stand-in), script
style (every call its own trace); the answer call has the December pitch price and the Saturdays Bev is doing in its
context and works the total out at the ordinary price.

App: Bev has a plants and wreaths stall on Elland's Saturday market; over the winter she does holly wreaths, door
swags and potted bulbs. She and Stacey (her daughter, who does the wreath workshop) put the stall's chat into a Zep
thread; the helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Bev's 2050-10-08T18:10 post - pitch fees for
the winter are £15 a Saturday, paid to the market office monthly; her 19/10 post - the wreath rings and moss; her Thu
3rd Nov post - a letter from the market office, the December Saturdays are £22 a pitch because of the lights and the
electric hook-up, everyone pays it; and her Mon 14th Nov post - she's NOT doing the 24th (Christmas Eve at Shelley's),
so just the 3rd, 10th and 17th in December. Question (Mon 28/11, Bev): "how much do I need to put by for the dec
pitch fees? want it in the tin before I spend it all on ribbon 😂" -> expected £66 (3 Saturdays at £22). The model
says £45 (3 at £15).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the £22 December price and the three Saturdays, and the model priced them at the ordinary £15. Asserted:
the context has the £15 line, the £22 December line and the 3 Saturdays line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b256_zep_market_stall_dec_pitch_fees_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "bevs-plants-elland", "stall-chat-winter-2050"
POSTS = [
    ("Bev", "2050-10-08T18:10 Bev - pitch fees for the winter 🌿 £15 a sat, pay the market office monthly in arrears, "
            "cash or card, they want the receipt book signed"),
    ("Bev", "19/10 Bev - wreath rings (40) + moss from Dales Garden Supplies, holly from Uncle Ron's as usual, "
            "ribbon's gone up to £2.99 a roll 😤"),
    ("Stacey", "Thu 27 Oct Stacey - wreath workshop on the 10th dec, 6 places, £25 each incl mince pie, 4 booked"),
    ("Bev", "Thu 3rd Nov Bev - letter from the market office 📩 dec sats are £22 a pitch cos of the lights + the "
            "electric hook up, everyone pays it whether u want the electric or not. moaned but there we go"),
    ("Bev", "Mon 14th Nov Bev - I'm NOT doing the 24th, we're at our Shelley's for xmas eve, so just the 3rd, 10th + "
            "17th for dec. Stacey can have the 24th off too 🎄"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Bev's plants")
client = zep_client(server)
for who, text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "how much do I need to put by for the dec pitch fees? want it in the tin before I spend it all on ribbon 😂"
context = ["Today is Mon 28 November 2050. You are talking to Bev, who has a plants and wreaths stall on Elland's "
           "Saturday market."]
for query in ("pitch fees december", "how much is the pitch", "which sats am I doing in dec", "not doing"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("£15 a sat" in c for c in context), context
assert any("dec sats are £22 a pitch" in c for c in context), context
assert any("so just the 3rd, 10th + 17th for dec" in c for c in context), context
with fault():
    reply = answer(f"(Bev) {question}", context,
                   mock="£45 - that's the 3 Saturdays you're doing (3rd, 10th and 17th) at £15 each.")
finish(question, expected="£66 - 3 Saturdays (3rd, 10th, 17th) at the December price of £22", actual=reply)
