"""Batch 213 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Bumblebees toddler group have their teddy bears' picnic on Weds 16th June 2049 on the rec, 10-12 - rugs for the
families, games, sandwiches, every child brings a teddy. The helpers' WhatsApp group goes into a Zep thread; the
helper answers from a graph search of the facts.

Memory: Becky 2049-05-20T09:40 - picnic weds 16th june on the rec, need 20 rugs for the families, they've got 12 in
the cupboard from last year so 8 to find; Karen - she'll put a shout out on fb; Karen 2/6 - had a look in the
cupboard, 3 of them went in the skip after the wet one last year, proper mouldy, only 9 there; Becky - sandwiches;
Karen 9/6 - 2 off fb so far, Lou and Jade's mum are lending one each. Question (Thu 10/6, Becky): "how many more rugs
do we still need to find?" The assistant says 9 (20 needed, 9 in the cupboard, 2 lent). The label says 8.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b213_ctl_zep_picnic_rugs_difference_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "bumblebees-toddler-group", "teddy-picnic-2049"
POSTS = [
    "2049-05-20T09:40 Becky - teddy bears picnic 🧸 weds 16th june on the rec 10-12. need 20 rugs for the families, "
    "we've got 12 in the cupboard from last yr so 8 to find",
    "Karen - I'll put a shout out on fb for rugs 👍",
    "Karen 2/6 - had a look in the cupboard, 3 of them went in the skip after the wet one last yr, proper mouldy 🤢 "
    "only 9 there",
    "Becky - sandwiches: jam, cheese, cucumber, NO nuts, crusts off for the babies. Leanne's doing squash",
    "Karen 9/6 - 2 off fb so far, Lou + Jade's mum are lending one each",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Bumblebees toddler group helpers")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="toddler group helpers")])

question = "how many more rugs do we still need to find?"
context = ["Today is Thu 10 June 2049. You are talking to Becky, who runs Bumblebees toddler group; the teddy bears' "
           "picnic is Weds 16 June."]
for query in ("rugs needed", "rugs in the cupboard", "rugs from fb"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("need 20 rugs" in c and "so 8 to find" in c for c in context), context
assert any("3 of them went in the skip" in c and "only 9 there" in c for c in context), context
assert any("lending one each" in c for c in context), context
reply = answer(f"(Becky) {question}", context, mock="9 - you need 20, there are only 9 usable in the cupboard (3 went "
                                                    "in the skip) and Lou and Jade's mum are lending 2.")
finish(question, expected="8", actual=reply)
