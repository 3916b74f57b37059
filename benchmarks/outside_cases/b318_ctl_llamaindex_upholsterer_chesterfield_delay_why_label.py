"""Batch 318 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (sync put/get), one root
span per turn.

App: Hebble Upholstery is Sam on her own in a workshop under the railway arches - chairs, sofas, headboards,
cushions, a few van loads a week. Sam keeps a running chat with the workshop's helper about where each job is; the
chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (2051-05-06T09:00) - Mrs Booth's chesterfield is in, deep buttoned in the teal velvet, three weeks,
ready by the 27th; turn 2 (15/5) - still waiting on the teal velvet from Linwood, back ordered till the 22nd, might
slip a few days; turn 3 (Tue 27th May) - the velvet came Friday, but stripping the back showed the back rail is
riddled with woodworm, Ian's treating it and putting a new rail in, the glue and the treatment need a week to go
off, so she's looking at w/c 9th June; turn 4 - the Ahmeds' footstool is done. Question (turn 5, Thu 29/5): "Mrs
Booth's rung again 😬 why's her chesterfield not ready? what do I tell her" The assistant says the frame - woodworm
in the back rail, being treated and replaced, w/c 9th June; the velvet's in. The label says it's waiting on the teal
velvet from Linwood, which is back ordered.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b318_ctl_llamaindex_upholsterer_chesterfield_delay_why_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "Mrs Booth's rung again 😬 why's her chesterfield not ready? what do I tell her"
TURNS = [
    ("2051-05-06T09:00 Mrs Booth's chesterfield in 🛋️ deep buttoned, teal velvet (Linwood), 3 wks so ready by the "
     "27th. told her I'll ring",
     "Noted - Mrs Booth's chesterfield, deep buttoned in the Linwood teal velvet, due the 27th; you'll ring her."),
    ("15/5 STILL waiting on the teal velvet from Linwood, back ordered till the 22nd 😩 might slip a few days",
     "The teal velvet is back ordered till the 22nd, so Mrs Booth's might slip a few days."),
    ("Tue 27th May - velvet came fri 👍 BUT stripped the back + the back rail's riddled with woodworm 🐛 Ian's "
     "treating it + putting a new rail in, glue + treatment need a wk to go off. so she's looking at w/c 9th June",
     "So the velvet's in, but the back rail has woodworm: Ian is treating it and fitting a new rail, which needs a "
     "week to go off - Mrs Booth's is now w/c 9 June."),
    ("Ahmeds' footstool's done, collecting sat am, £85 paid",
     "The Ahmeds' footstool is done and paid (£85); they're collecting Saturday morning."),
    (QUESTION,
     "Tell her it's the frame, not the fabric - the velvet's in, but the back rail had woodworm, so Ian's treating "
     "it and fitting a new rail, and that needs a week to set. She's looking at w/c 9th June."),
]

memory = Memory.from_defaults(session_id="hebble-upholstery-sam-2051", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Thu 29 May 2051. You are talking to Sam of Hebble Upholstery."] + lines[:-1]
            assert any("back ordered till the 22nd" in c for c in context), context
            assert any("velvet came fri" in c and "riddled with woodworm" in c for c in context), context
        else:
            context = lines[:-1]
        reply = answer(text, context, mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="it's waiting on the teal velvet from Linwood - it's back ordered", actual=reply)
