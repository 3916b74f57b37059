"""Batch 275 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Moorside Pottery run a raku day twice a year in the yard behind the studio - members glaze their bisqued pots
in the morning, then a gas-fired raku kiln, pulled out red hot into sawdust bins, tea and cake all afternoon. Lynne
(who runs the studio) and Pete (who does the raku kiln) put the studio chat into a Zep thread; the helper answers
members from a graph search of the facts.

Memory: Lynne, 2051-08-30T17:45 - raku day Sat 18th Oct in the yard, 10 till 4, £15 including 3 pots; Pete, 2/10 -
bring old clothes, cotton not fleece, and proper shoes, he's got the gloves and visors; Pete, Thurs 16th Oct - the
forecast's 40mph gusts on Saturday, not risking it with the burner and the sawdust, so it's Sunday the 19th, same
times, Lynne's told the Facebook group; Lynne, Fri 17th - the cake rota's on the board. Question (Fri 17/10, Anna, a
member): "which day's the raku? I've got 3 pots bisqued ready" The assistant says Sunday 19th, 10 till 4 - Pete
moved it off the Saturday because of the wind. The label says Saturday 18th October.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b275_ctl_zep_pottery_raku_firing_which_day_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "moorside-pottery", "raku-day-2051"
POSTS = [
    "2051-08-30T17:45 Lynne - RAKU DAY 🔥 sat 18th oct in the yard, 10 till 4, £15 incl 3 pots. bring ur bisqued "
    "pieces, glazes provided",
    "2/10 Pete - old clothes pls (cotton NOT fleece, it melts), proper shoes, I've got the gloves + visors",
    "Thurs 16th Oct Pete - forecast's 40mph gusts sat 🌬️ not risking it with the burner + the sawdust, so it's sun "
    "the 19th, same times. Lynne's put it on the fb group",
    "Fri 17th Lynne - cake rota's on the board, Margaret's doing her parkin 😋",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Moorside Pottery")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="studio chat")])

question = "which day's the raku? I've got 3 pots bisqued ready"
context = ["Today is Fri 17 October 2051. You are talking to Anna, a member at Moorside Pottery."]
for query in ("raku day date", "which day is the raku", "raku moved to sun, forecast"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("sat 18th oct in the yard" in c for c in context), context
assert any("40mph gusts sat" in c and "so it's sun the 19th" in c for c in context), context
reply = answer(f"(Anna) {question}", context,
               mock="Sunday 19th, 10 till 4 - Pete moved it off the Saturday because of the wind forecast. Bring "
                    "your 3 bisqued pots.")
finish(question, expected="Saturday 18th October", actual=reply)
