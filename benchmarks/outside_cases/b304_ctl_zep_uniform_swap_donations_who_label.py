"""Batch 304 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
one root span per post and one for the question.

App: Sowerby Bridge High's PTA run a uniform swap shop on Sat 6th Sept 2042 in the old library - donated blazers,
jumpers, polos, ties and PE kit, all free. Nadia (who runs it) and Shaz (who does the stock) put the PTA chat into a
Zep thread; the helper answers parents' questions from a graph search of the facts.

Memory: Nadia, 2042-06-12T15:30 - swap shop donations, bag them up and leave them with Mrs Begum in the school
office, sizes on if you can; Nadia, Mon 30/6 - sixth form leavers please donate blazers and ties; Shaz, 17.7. -
Mrs Begum's last day is Friday, she's off on maternity leave, so from Sept donations go to Mr Lowe in the office
instead, he's got the big cupboard by reception; Nadia, Tue 2nd Sept - swap shop Sat 6th, 10-12, old library.
Question (Weds 3/9, Gary, a dad): "who do I give the donations to? got 2 bags of outgrown stuff from our Jack" The
assistant says Mr Lowe in the school office (Mrs Begum's on maternity leave). The label says Mrs Begum in the school
office.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b304_ctl_zep_uniform_swap_donations_who_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "sowerby-bridge-pta", "uniform-swap-2042"
POSTS = [
    "2042-06-12T15:30 Nadia - UNIFORM SWAP donations 👕 pls bag them up + leave them w/ Mrs Begum in the school office, "
    "sizes on if u can. washed pls!!",
    "Mon 30/6 Nadia - sixth form leavers pls donate ur blazers + ties, ur not going to need them 😂",
    "17.7. Shaz - Mrs Begum's last day is fri 🥲 she's off on maternity leave, so from sept donations go to Mr Lowe in "
    "the office instead, he's got the big cupboard by reception",
    "Tue 2nd Sept Nadia - swap shop sat 6th 10-12 in the old library, all free, one of each item per child",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Sowerby Bridge High PTA")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="PTA chat")])

question = "who do I give the donations to? got 2 bags of outgrown stuff from our Jack"
with turn_span("question Weds 3/9"):
    context = ["Today is Weds 3 September 2042. You are talking to Gary, a dad at Sowerby Bridge High (the PTA's "
               "uniform swap shop is Sat 6 Sept)."]
    for query in ("donations for the swap shop", "who takes the donations", "leave bags in the school office"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("leave them w/ Mrs Begum in the school office" in c for c in context), context
    assert any("maternity leave" in c and "donations go to Mr Lowe in the office" in c for c in context), context
    reply = answer(f"(Gary) {question}", context,
                   mock="Mr Lowe in the school office - he's got the big cupboard by reception. Mrs Begum's on "
                        "maternity leave now.")
finish(question, expected="Mrs Begum in the school office", actual=reply)
