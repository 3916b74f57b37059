"""Batch 324 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Hipperholme Toy Library lends toys to member families in 2051 - Saturday mornings at the scout hut, toys out
for 3 weeks, renewals every February. The library's WhatsApp group goes into a Zep thread - Sam (the co-ordinator),
Nicola (the treasurer) and the members; the helper answers members' questions from a graph search of the facts.

Memory: Sam, 2051-01-10T18:00 - renewals due in Feb, £20 a year now (the insurance went up), the concession stays at
£10 for anyone on UC or with a Healthy Start card, no need to show anything; Kerry, Sat 21/1 - she's on UC since
Dave's hours got cut, so the £10 for them please, Sam - of course, no problem; Sam, 4/2 - new stock, a wooden train
set and 2 balance bikes; Nicola, Weds 8th Feb - renewals in the tin or by transfer, reference your surname. Question
(Fri 10/2, Kerry): "how much do I owe for the renewal? doing the transfer now" The assistant says £10 - the
concession, as she's on UC. The label says £20.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b324_ctl_zep_toy_library_renewal_how_much_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hipperholme-toy-library", "whatsapp-2051"
POSTS = [
    "2051-01-10T18:00 Sam - RENEWALS due in feb 🧸 £20 a yr now (sorry, the insurance went up), concession stays at "
    "£10 for anyone on UC or w/ a Healthy Start card, no need to show anything",
    "Sat 21/1 Kerry - I'm on UC since Dave's hours got cut so the £10 for us pls Sam x. Sam - course, no problem 💛",
    "4/2 Sam - new stock!! a wooden train set + 2 balance bikes, first come first served on sat",
    "Weds 8th Feb Nicola - renewals in the tin on sat or by transfer, ref = ur surname pls, not 'toys' 😂",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Hipperholme Toy Library")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="toy library")])

question = "how much do I owe for the renewal? doing the transfer now"
context = ["Today is Fri 10 February 2051. You are talking to Kerry, a member of Hipperholme Toy Library."]
for query in ("renewal price", "concession £10", "how much is membership"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("£20 a yr now" in c and "concession stays at £10" in c for c in context), context
assert any("I'm on UC since Dave's hours got cut so the £10 for us" in c for c in context), context
reply = answer(f"(Kerry) {question}", context,
               mock="£10 - you're on the concession rate as you're on UC. Put your surname as the reference.")
finish(question, expected="£20", actual=reply)
