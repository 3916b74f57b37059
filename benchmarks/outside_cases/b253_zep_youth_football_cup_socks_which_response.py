"""Batch 253 (held out). A youth football club's kit and subs chats: Zep facts (sync client, offline stand-in),
script style (every call its own trace); the answer call has the away-kit change for the cup game in its facts and
gives the home kit.

App: Sowerby Juniors' under 11s play on Saturday and Sunday mornings; Coach Dean keeps the shirts and washes them,
the lads bring their own shorts and socks. Dean and Lisa (the treasurer) put the team chat into a Zep thread; the
helper answers parents from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Dean's 2050-09-03T19:00 post - home kit is
red shirts, black shorts, red socks, bring your own shorts and socks; his 4/3 post - cup quarter final Sun 19th
March away at Luddenden Foot, ko 10.30, meet 9.45; his Thu 16th Mar post - Luddenden Foot play in red too, so the
ref says we're in the away kit, the yellow shirts, black shorts and BLACK socks please, not red, he'll bring the
yellow shirts; and Lisa's Fri 17th post - March subs due. Question (Sat 18/3, Shaz, Kian's mum): "what colour socks
does Kian need for the cup tmrw? got red + black in the wash 🧦" -> expected black (they're in the yellow away kit,
the other lot play in red). The model says red, the home kit.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given say the cup game is in the away kit with black socks, not red, and it answered with the home kit's red socks.
Asserted: the context has the home kit's red socks and the away kit's black socks for the cup.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b253_zep_youth_football_cup_socks_which_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "sowerby-juniors-u11", "u11s-team-chat-2051"
POSTS = [
    ("Coach Dean", "2050-09-03T19:00 Dean - home kit is red shirts, black shorts, red socks. shirts stay w/ me, I "
                   "wash them 😂 bring ur own shorts + socks every game pls"),
    ("Coach Dean", "4/3 Dean - CUP quarter final 🏆 sun 19th march away at Luddenden Foot, ko 10.30, meet at their "
                   "ground 9.45. lifts sorted on the sheet"),
    ("Coach Dean", "Thu 16th Mar Dean - Luddenden Foot play in red too so ref says we're in the away kit - the yellow "
                   "shirts, black shorts + BLACK socks pls, not red. I'll bring the yellow shirts in the kit bag"),
    ("Lisa", "Fri 17th Mar Lisa - march subs due if u haven't paid, £20, ta 🙏"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Sowerby Juniors U11s")
client = zep_client(server)
for who, text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "what colour socks does Kian need for the cup tmrw? got red + black in the wash 🧦"
context = ["Today is Sat 18 March 2051. You are talking to Shaz, whose son Kian plays for Sowerby Juniors under 11s."]
for query in ("kit for the cup game", "socks colour", "away kit"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("home kit is red shirts, black shorts, red socks" in c for c in context), context
assert any("we're in the away kit" in c and "BLACK socks pls, not red" in c for c in context), context
with fault():
    reply = answer(f"(Shaz) {question}", context,
                   mock="Red - the home kit's red shirts, black shorts and red socks, so pop the red ones in his bag.")
finish(question, expected="black - they're in the yellow away kit for the cup, Luddenden Foot play in red",
       actual=reply)
