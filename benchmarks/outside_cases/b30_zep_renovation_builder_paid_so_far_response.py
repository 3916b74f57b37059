"""Batch 30 (held out). A family's house renovation money log: Zep (sync client against the offline Zep v4 stand-in
of tests/instrumentations), script style (each call its own trace).

App: Kwame Mensah logs what the renovation costs as messages on one Zep thread (quotes, stage payments, the odd cash
job) and asks the assistant from a graph edge search. Fourteen notes, March-May 2025. The builder, Marek of
Kowalski Builds, is paid in stages for the knock-through and the extension; when the steel beam needed to be
bigger than drawn, Kwame paid him for the extra steel in cash.

Planted fault (ResponseError, ignored sufficient context): three payments to Marek are in the model's context -
stage 1 GBP 4,000 (bank, 3/3), stage 2 GBP 6,500 (bank, 28.3), and "gave Marek 1,200 cash for the bigger steel
(203 UB not the 152 on the drawings), he's doing me a receipt" - and the model adds up only the two stage
payments. Question (Sat 10/5): "How much have we paid Marek altogether so far?" -> expected GBP 11,700.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: all three
payment notes are in the context the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b30_zep_renovation_builder_paid_so_far_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "mensah-reno", "mensah-reno-money"
NOTES = [
    "Marek (Kowalski Builds) quote for knock thru + single storey ext: £24,500 + VAT?? no, he's not VAT reg, so "
    "£24.5k flat. Stages: 4k start, 6.5k when the steel's in, 8k at roof, rest at the end",
    "Paid Marek stage 1 £4,000 bank transfer 3/3/25, ref MENSAH EXT 1",
    "Skip hire from Fen Skips £285 a go, had 2 so far",
    "Building control fee £720 to the council (Efua paid on her card)",
    "Paid Marek stage 2 £6,500 28.3.25 - steel's in, looks massive lol",
    "Gav the sparky - first fix £1,850, second fix after plastering, cash or bank, he's easy",
    "gave Marek 1,200 cash for the bigger steel (203 UB not the 152 on the drawings), he's doing me a receipt",
    "Howdens kitchen £7,340 after the trade discount Marek got us, paid on Efua's credit card for the points",
    "Plasterer (Marek's cousin Piotr) - included in Marek's price apparently, check",
    "Roof stage not yet, Marek says end of May if the weather holds",
    "Fenstone worktop £2,860 paid in full 6/5",
    "Running total spent so far on everything is roughly £27k, need to stop buying lights",
    "Efua wants the bifolds upgraded to the slimline ones, +£900, not decided",
    "Marek asked if we can pay stage 3 a week early, told him let's see the roof first",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Kwame")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Kwame")])

question = "How much have we paid Marek altogether so far?"
facts = client.graph.search_edges(GRAPH, query="paid Marek stage cash bank steel Kowalski builder payment",
                                  page_size=10).items
context = ["Today is Sat 10/5/25."] + [f.fact for f in facts]
assert any("8k at roof" in c for c in context), context
assert any("stage 1 £4,000" in c for c in context), context
assert any("stage 2 £6,500" in c for c in context), context
assert any("1,200 cash for the bigger steel" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£10,500 - stage 1 (£4,000 on 3 March) and stage 2 (£6,500 on 28 March). "
                                           "Stage 3 (£8k) is due when the roof's on.")
finish(question, expected="£11.7k - the two stages plus the 1,200 cash for the steel", actual=reply)
