"""Batch 227 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Ludlow Lions Netball Club's presentation evening is Fri 1st July 2050 at the cricket club - awards for every
squad, a buffet, photos. Jo (the club secretary) and the coaches put the club chat into a Zep thread; the helper
answers parents from a graph search of the facts.

Memory: 2050-04-20T19:00 Jo - presentation night Fri 1st July at the cricket club, all squads, awards and a buffet,
7-10; 14/5 Jo - the U16s might be away at the regionals that weekend, so they might have to do theirs another time;
Weds 8 Jun Jo - the regionals are the Saturday and they travel up Saturday morning, so Friday's fine for them; Tue
21st Jun Kerry (the U16 coach) - the U16 girls have asked to have their awards at her end-of-season BBQ instead,
it's their last year together before college, so theirs is at hers on Sun 3rd; 23.6. Jo - photos £5 a print.
Question (Mon 27/6, Amanda, whose daughter plays U16s): "why aren't the u16s getting their awards on fri? Megan's a
bit confused" The assistant says the girls asked to have theirs at Kerry's end-of-season BBQ on Sunday 3rd, as it's
their last year together before college. The label says because they're away at the regionals (the worry in May;
the regionals turned out not to clash).
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b227_ctl_zep_netball_u16_awards_why_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "ludlow-lions-netball", "presentation-2050"
POSTS = [
    "2050-04-20T19:00 Jo - PRESENTATION NIGHT 🏆 fri 1st july at the cricket club, all squads, awards + buffet, 7-10",
    "14/5 Jo - u16s might be away at the regionals that wknd 🤔 may have to do theirs another time, will let u know",
    "Weds 8 Jun Jo - regionals are the sat + they travel up sat morning so fri's fine for them 👍",
    "Tue 21st Jun Kerry - the u16 girls have asked to have their awards at my end of season bbq instead, it's their "
    "last yr together before college 🥲 so theirs is at mine sun 3rd",
    "23.6. Jo - Dawn's doing photos on the night, £5 a print, order on the sheet by the bar",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ludlow Lions Netball Club")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="club chat")])

question = "why aren't the u16s getting their awards on fri? Megan's a bit confused"
context = ["Today is Mon 27 June 2050. You are talking to Amanda, whose daughter Megan plays for Ludlow Lions' U16s, "
           "about the presentation evening (Fri 1 July)."]
for query in ("u16s awards", "regionals", "presentation night awards"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("u16s might be away at the regionals" in c for c in context), context
assert any("so fri's fine for them" in c for c in context), context
assert any("awards at my end of season bbq instead" in c for c in context), context
reply = answer(f"(Amanda) {question}", context,
               mock="The U16 girls asked to have their awards at Kerry's end-of-season BBQ instead - on Sunday 3rd at "
                    "hers - because it's their last year together before college.")
finish(question, expected="because they're away at the regionals that weekend", actual=reply)
