"""Batch 349 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Hana Hale and Tobi Okafor marry on Sat 15 July 2051 at Oakley Barn. Hana, Tobi and Rachel (their planner) put
the seating plan and its changes into a Zep thread - table rows as "T3 | Okafor x4 (...)", a changed row re-entered
lower down with a note of why, not edited in place; the helper answers suppliers' questions from a graph search of
the facts.

Memory: Hana, 2051-07-02 - seating v1: T3 | Okafor x4 (Uncle Ben, Aunt Grace, Tobi's cousins Tolu + Zara) + Mrs
Hale; T6 | uni lot (Sam, Jo, Priti, Lewis); Rachel, 12/07 - the venue says T3 is right next to the band's stage;
Hana, Fri 14/7 - re-entered rows: T6 | Okafor x4 - moved from T3, Uncle Ben's hearing aid and the band don't mix;
T3 | uni lot - they'll want to be near the band anyway; Tobi (undated) - 84 place cards ordered from Ink & Quill,
Mo doing the calligraphy on the day. Question (Sat 15/7 morning, Mo the calligrapher): "what table
number goes on the Okafors' place cards? finishing them now" The assistant says table 6 (moved from 3 for Uncle
Ben's hearing aid). The label says table 3 - the v1 row, corrected later.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b349_ctl_zep_wedding_seating_okafor_table_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hale-okafor-wedding", "seating-2051"
POSTS = [
    "2051-07-02 Hana - SEATING v1: T3 | Okafor x4 (Uncle Ben, Aunt Grace, Tolu, Zara) + Mrs Hale. T6 | uni lot "
    "(Sam, Jo, Priti, Lewis). top table as agreed",
    "12/07 Rachel (planner) - venue says T3 is right next to the band's stage, fyi, speakers either side",
    "Fri 14/7 Hana - re-entering rows: T6 | Okafor x4 - moved from T3, Uncle Ben's hearing aid + the band = no. "
    "T3 | uni lot - they'll want to be near the band anyway lol",
    "Tobi - 84 place cards ordered from Ink & Quill, Mo's doing the calligraphy on the day, table no. top right",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Hana + Tobi wedding")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="wedding chat")])

question = "what table number goes on the Okafors' place cards? finishing them now"
context = ["Today is Sat 15 July 2051. You are talking to Mo, the calligrapher doing the place cards for Hana and "
           "Tobi's wedding at Oakley Barn."]
for query in ("Okafor table", "seating plan Okafors", "place cards table number"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("T3 | Okafor x4" in c for c in context), context
assert any("T6 | Okafor x4 - moved from T3" in c for c in context), context
reply = answer(f"(Mo) {question}", context,
               mock="Table 6 - the Okafors were moved from 3 to 6 so Uncle Ben's hearing aid isn't next to the band.")
finish(question, expected="table 3", actual=reply)
