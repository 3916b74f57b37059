"""Batch 251 (held out). A small bakery's wholesale orders: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the new sourdough price in its context and works the invoice out at
the old one.

App: Crumbs of Comfort (Priya and Tom's bakery in Mytholmroyd) put the bakery chat into a Zep thread - the wholesale
price list, the standing orders, what's been paid; the helper answers from a graph search of the facts. Tom does
the invoices on a Friday.

Planted fault (ResponseError, ignored sufficient context): the facts have Priya's 2050-09-01T07:00 price list for
wholesale - sourdough £2.40, bloomer £2, croissants 90p, pain au choc £1; Tom's 4/9 Fox & Hounds standing order -
6 sourdough Tuesdays, 12 sourdough and 6 bloomers Fridays; Priya's Mon 15th Sept post - flour's gone up again, so
sourdough's £2.60 to wholesale from today, she's told all three, the rest stays the same; and Tom's 17/9 post - the
pub paid last week's by card. Question (Fri 19/9, Tom): "what's the Fox & Hounds invoice for this wk? tues + fri,
doing them now" -> expected £58.80 (18 sourdough at £2.60 + 6 bloomers at £2). The model works it at £2.40 and says
£55.20.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the £2.60 from the 15th and the whole week's orders, and it used the old price. Asserted: the context has
the price list, the £2.60 post and the standing order.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b251_zep_bakery_pub_invoice_how_much_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "crumbs-of-comfort", "bakery-chat-2050"
POSTS = [
    "2050-09-01T07:00 Priya - WHOLESALE PRICES from today 🍞 sourdough £2.40, bloomer £2, croissants 90p, pain au "
    "choc £1. invoices weekly, 14 days to pay",
    "4/9 Tom - Fox & Hounds standing order: 6 sourdough tues, 12 sourdough + 6 bloomers fri. Dave wants them at the "
    "back door by 7",
    "Mon 15th Sept Priya - flour's gone up AGAIN 😤 so sourdough's £2.60 to wholesale from today, told all 3 of them, "
    "rest stays the same",
    "17/9 Tom - pub paid last wk's by card, the Coffee Hut's still to pay",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Crumbs of Comfort")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="bakery chat")])

question = "what's the Fox & Hounds invoice for this wk? tues + fri, doing them now"
context = ["Today is Fri 19 September 2050. You are talking to Tom, who does the wholesale invoices at Crumbs of "
           "Comfort bakery."]
for query in ("Fox & Hounds order", "wholesale prices sourdough", "sourdough price"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("sourdough £2.40, bloomer £2" in c for c in context), context
assert any("sourdough's £2.60 to wholesale from today" in c for c in context), context
assert any("6 sourdough tues, 12 sourdough + 6 bloomers fri" in c for c in context), context
with fault():
    reply = answer(f"(Tom) {question}", context,
                   mock="£55.20 - 18 sourdough at £2.40 (£43.20) plus 6 bloomers at £2 (£12).")
finish(question, expected="£58.80 - 18 sourdough at the new £2.60 plus 6 bloomers at £2", actual=reply)
