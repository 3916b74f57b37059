"""Batch 314 (held out). A cake decorator's birthday order: LlamaIndex Memory (sync put/get), one root span per turn;
the answer call has the changed recipe in its context and lists the allergens of the first one.

App: Dawn runs Sugar & Spoon Cakes from home and has to put an allergen label on every cake that goes out. She
chats her orders through with her helper; the chat is kept in LlamaIndex Memory and read back each turn as the
answer's context. This order: Alfie Fletcher's 7th birthday, a dinosaur cake for Sat 26th April 2051.

Planted fault (ResponseError, ignored sufficient context): turn 1 (2051-04-02T09:10) is the order - carrot and
walnut sponge, cream cheese frosting, a fondant dino on top and marzipan rocks, 20 portions, £65; turn 2, the
deposit; turn 3 (Tue 15/4), Mrs Fletcher rang - one of Alfie's friends coming has a nut allergy, so no walnuts and
no marzipan, Dawn will do the rocks in fondant and crushed Oreo instead, the sponge is plain carrot now, same
frosting; turn 4, the colouring gel and the dino moulds; turn 5, the Singh christening cake the same week. Question
(turn 6, Thu 24/4): "what allergens go on the Fletcher cake label? doing the labels now" -> expected wheat
(gluten), eggs, milk, and soya (the Oreo) - no nuts now. The model lists wheat, eggs, milk and nuts (walnuts, and
almonds in the marzipan).

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the first order
and the turn that took the walnuts and the marzipan out are both in the context the model was given, and it
answered from the first order. Asserted: the context has both lines.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b314_llamaindex_cake_allergens_list_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "what allergens go on the Fletcher cake label? doing the labels now"
TURNS = [
    ("2051-04-02T09:10 FLETCHER - Alfie's 7th, sat 26th april 🦕 dinosaur cake, carrot + walnut sponge, cream cheese "
     "frosting, fondant dino on top + marzipan rocks round the edge. 20 portions, £65, collecting fri 4pm",
     "Noted - Alfie Fletcher's 7th, Sat 26 April: a dinosaur cake, carrot and walnut sponge with cream cheese "
     "frosting, a fondant dino and marzipan rocks; 20 portions, £65, collection Friday 4pm."),
    ("Mrs Fletcher's paid £20 dep by card",
     "£20 deposit paid by card - £45 to pay on collection."),
    ("Tue 15/4 - Mrs F rang, one of Alfie's friends coming has a nut allergy 😬 so NO walnuts + no marzipan. I'll do "
     "the rocks in fondant + crushed oreo instead, sponge is plain carrot now, same frosting",
     "Changed: no walnuts and no marzipan - plain carrot sponge, same cream cheese frosting, rocks in fondant and "
     "crushed Oreo."),
    ("need green colouring gel + the dino moulds from Hobbycraft, going sat",
     "Shopping: green colouring gel and dino moulds from Hobbycraft on Saturday."),
    ("the Singh christening one's the same wk (sun 27th) so do that first, fri morning",
     "The Singh christening cake is due Sunday 27th - do it first, on Friday morning."),
    (QUESTION,
     "For the Fletcher cake label: wheat (gluten), eggs, milk (the cream cheese frosting) and nuts - walnuts in the "
     "sponge and almonds in the marzipan rocks."),
]


def main() -> str:
    memory = Memory.from_defaults(session_id="sugar-and-spoon-fletcher-2051", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            memory.put(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in memory.get()]
            if i == len(TURNS):
                context = ["Today is Thu 24 April 2051. You are talking to Dawn, who runs Sugar & Spoon Cakes and "
                           "labels the allergens on every cake."] + lines[:-1]
                assert any("carrot + walnut sponge" in c and "marzipan rocks" in c for c in context), context
                assert any("NO walnuts + no marzipan" in c and "crushed oreo" in c for c in context), context
                with fault():
                    reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            memory.put(ChatMessage(role="assistant", content=reply))
    return reply


reply = main()
finish(QUESTION, expected="wheat (gluten), eggs, milk and soya (the Oreo) - no nuts, the walnuts and marzipan came "
                          "out", actual=reply)
