"""Batch 24 (held out). A dog-rescue coordinator's chat: LlamaIndex Memory (async aput/aget), asyncio, one root span
per turn.

App: Jackie at Fenland Hound Rescue chats with an assistant about the dogs in foster (new arrivals, vet checks,
cat tests, adopters' enquiries); each message is ``aput`` into a LlamaIndex Memory and the whole memory (``aget``)
is the context of each answer. Ten turns in November 2025, each starting with the day it was sent.

Planted fault (ResponseError, ignored sufficient context): on Mon 10/11 Bramble the greyhound came in "not cat
tested yet so keep her OFF the cat homes list for now". On Thu 20/11 Lou took her to Jan's for a cat test: "she
totally blanked Mitzi, had a sniff + flopped on the rug. Jan reckons she's grand w cats, no muzzle needed". On Mon
24/11 the Coopers, who have two cats, ask about her. The model goes by the first message and says no. Question:
"can Bramble go to a home with cats?" -> expected "yes".

Expected verdict: ResponseError at litellm.completion, the last answer call (inside fault()). Asserted: the 20/11
cat-test message is in the context of the last answer. Another reading: none that we see; memory holds every
message.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b24_llamaindex_dogrescue_cat_test_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

TURNS = [
    ("Mon 3/11 - Nell's new foster is Kath + Ian at March, she's settled in already, nicked Ian's slipper",
     "Nell's with Kath and Ian in March and settling well."),
    ("Wed 5/11 - Bosco dental still on for 19/11, drop off 8.15", "Bosco's dental stays 19 November, drop-off 8.15."),
    ("Mon 10/11 - Bramble (greyhound, 4, black) in with Lou at Whittlesey from the track. Not cat tested yet so keep "
     "her OFF the cat homes list for now. Muzzle on walks",
     "Bramble is with Lou in Whittlesey; not yet cat tested, so not for homes with cats for now."),
    ("Wed 12/11 - Skye's adoption went through, Ahmeds sent a pic of her on the sofa already (!!)",
     "Lovely - Skye's settled with the Ahmeds."),
    ("Fri 14/11 - Bramble vet check Riverside - 29kg, teeth need a scale, otherwise fit. Lou says she's a sofa hog",
     "Bramble weighs 29 kg and needs a scale and polish; otherwise healthy."),
    ("Mon 17/11 - Christmas appeal leaflets back from the printers, 500, Mike's dropping them round the vets",
     "500 Christmas appeal leaflets printed; Mike is delivering them to vets."),
    ("Thu 20/11 - Lou took Bramble to Jan's for a cat test - she totally blanked Mitzi, had a sniff + flopped on the "
     "rug. Jan reckons she's grand w cats, no muzzle needed indoors",
     "Good news - Bramble ignored Mitzi at Jan's; Jan thinks she's fine with cats."),
    ("Fri 21/11 - Bosco dental done, 2 out, he's sulking but eating soft food", "Bosco's dental is done."),
    ("Sat 22/11 - Pip's adopters (Taylors) sent a donation £50 + a card, bless them",
     "That's kind of the Taylors - GBP 50 donation."),
    ("Mon 24/11 - the Coopers (Haddenham, 2 older cats, retired) asked about Bramble - can Bramble go to a home with "
     "cats?",
     "Not at the moment - Bramble hasn't been cat tested, so she's off the cat homes list for now. Best to suggest "
     "another dog to the Coopers."),
]


async def main():
    memory = Memory.from_defaults(session_id="fhr-coordinator", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                assert any("Thu 20/11" in c and "blanked Mitzi" in c and "grand w cats" in c for c in lines), lines
                with fault():
                    reply = answer(text, lines[:-1], mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    finish(TURNS[-1][0], expected="Yes - her cat test at Jan's on the 20th went fine (ignored the cat)", actual=reply)


asyncio.run(main())
