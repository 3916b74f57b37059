"""Batch 63 (held out). A garden centre's Christmas grotto: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Karen, who runs the grotto at Hillcrest Garden Centre, logs how the grotto works as messages on a Zep thread,
and the assistant answers new elves from a graph edge search. What a child takes home is spread over three
messages: the age gift (under 3s a soft squeaky reindeer), the colouring book and crayons every child gets on top,
and the candy cane (sugar-free for the under 3s).

Planted fault (ResponseError, ignored sufficient context): the model names the reindeer and the sugar-free candy
cane and leaves out the colouring book. Question (Sun 5/12, Kieran, a new elf): "what does an under-3 go home
with?" -> expected the soft reindeer, a colouring book with crayons, and a sugar-free candy cane.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: all three
messages are in the facts the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b63_zep_grotto_under3s_gifts_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hillcrest-grotto", "hillcrest-grotto-howto"
NOTES = [
    "gifts sorted for this yr!! under 3s get a soft reindeer (the squeaky ones from Bakers), 3-7s a craft kit, 8+ a "
    "torch keyring. Santa hands them over, NOT the elves",
    "grotto slots 10 mins, 10-4 sat, 11-3 sun, sensory hour 9-10 sat (lights down, no bells, Santa sits not stands)",
    "every child goes home with a colouring book + 4 crayons as well as their age gift, Sue's put the boxes by the "
    "exit door, elves hand those out on the way out",
    "photos £6 or 2 for £10, printer in the shed, Jade's in charge of it",
    "candy canes - sugar free ones for the under 3s (parents asked last yr), normal ones for the rest. Mags has the "
    "allergy list, check it every booking",
    "lost property in the box by the till, mittens mostly",
    "elves' break rota: 20 mins each, never leave Santa on his own",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Karen")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Karen")])

question = "what does an under-3 go home with?"
facts = client.graph.search_edges(GRAPH, query="under 3s gift reindeer child goes home colouring book crayons "
                                               "candy canes sugar free", page_size=8).items
context = ["Today is Sun 5 December 2027. You are talking to Kieran, a new elf."] + [f.fact for f in facts]
assert any("under 3s get a soft reindeer" in c for c in context), context
assert any("colouring book + 4 crayons" in c for c in context), context
assert any("sugar free ones for the under 3s" in c for c in context), context
with fault():
    reply = answer(question, context, mock="A soft squeaky reindeer from Santa and a sugar-free candy cane - check "
                                           "Mags's allergy list first.")
finish(question, expected="the squeaky reindeer, a colouring book and crayons like every child, and a sugar-free "
                          "candy cane", actual=reply)
