"""Batch 311 (held out). A home-brew supplies shop: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the corrected fermenting time in its context and gives the misprinted one.

App: Hebble Home Brew in Sowerby Bridge keep a Zep thread per regular customer - what they've bought, what the shop
has told them, how their brews are going - and the shop's helper answers the customer's questions on the website
chat from a graph search of the facts. Martin started home brewing this spring.

Planted fault (ResponseError, ignored sufficient context): the facts have Martin's 2051-04-08T11:20 purchase (the
Festival Hazy IPA kit, a 23L fermenter, bottles and caps; the leaflet in the box says ferment 7 days then bottle);
the shop's Mon 10/4 message to everyone who bought the Hazy IPA this month - the supplier's emailed, the leaflet's
a misprint, it's 14 days in the fermenter not 7, dry hop on day 10 with the little foil pack, then bottle, and
bottling at 7 days gets you bottle bombs; and Martin's 12/4 note that it's bubbling away at 20 degrees in the airing
cupboard (he put it on the Saturday he bought it). Question (Fri 14/4, Martin): "how long do I leave the hazy
before bottling? leaflet says a week so was going to do it tomorrow" -> expected 14 days - dry hop on day 10 (Tue
18th) and bottle around Sat 22nd, not tomorrow. The model says a week, so bottling tomorrow is fine.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the misprint email with 14 days and the dry hop on day 10, and the model gave the leaflet's 7 days.
Asserted: the context has the leaflet's 7 days and the misprint line with 14 days.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b311_zep_homebrew_bottling_how_long_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hebble-home-brew", "customer-martin-2051"
POSTS = [
    ("Martin", "2051-04-08T11:20 Martin bought: Festival Hazy IPA kit, 23L fermenter w/ tap, 40 brown bottles + "
               "caps, capper, steriliser. first brew!! leaflet in the box says ferment 7 days then bottle"),
    ("Hebble Home Brew", "Mon 10/4 - to everyone who bought the Festival Hazy IPA this month: the supplier's "
                         "emailed, the leaflet's a MISPRINT 🙈 it's 14 days in the fermenter not 7, dry hop on day "
                         "10 w/ the little foil pack, then bottle. bottling at 7 days = bottle bombs 💥"),
    ("Martin", "12/4 it's bubbling away nicely, airlock going every few secs, 20°C in the airing cupboard. put it on "
               "the sat I bought it"),
    ("Hebble Home Brew", "13/4 priming sugar's in the kit, half a tsp per bottle, don't be tempted to add more"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Martin")
client = zep_client(server)
for who, text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "how long do I leave the hazy before bottling? leaflet says a week so was going to do it tomorrow"
context = ["Today is Fri 14 April 2051. You are Hebble Home Brew's website chat, talking to Martin."]
for query in ("hazy IPA bottling", "how long in the fermenter", "leaflet days before bottling"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("leaflet in the box says ferment 7 days then bottle" in c for c in context), context
assert any("it's 14 days in the fermenter not 7, dry hop on day 10" in c for c in context), context
with fault():
    reply = answer(f"(Martin) {question}", context,
                   mock="A week's right - the leaflet says 7 days, so bottling tomorrow is fine. Half a teaspoon of "
                        "priming sugar per bottle.")
finish(question, expected="14 days - dry hop on day 10 (Tue 18th), bottle around Sat 22nd; the leaflet's 7 is a "
                          "misprint", actual=reply)
