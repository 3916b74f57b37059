"""Batch 307 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (sync put/get), one root
span per turn.

App: Little Snufflers Hedgehog Rescue (Honley) has a rota of volunteers for the hogs in care - a morning clean-out
and an evening feed and weigh round. Pat (who does the rota) chats with the rescue's helper; the chat is kept in
LlamaIndex Memory and read back each turn as the answer's context.

Memory: turn 1 (2050-09-05T18:00) - the evening feed round is 7pm, fresh food and water, weigh on Mon + Thu, the
morning clean-out's 8; turn 2 - Jo's new on Tuesdays, the sheet's on the shed door; turn 3 (Mon 31 Oct) - the
clocks went back Sunday so the hogs are up and about earlier, we're doing the evening round at 6 from now on, Pat's
changed the rota sheet; turn 4 - the Felix biscuits not the Whiskas. Question (turn 5, Weds 2/11, from Jo): "what
time's the evening feed round? first time doing it tmrw" The assistant says 6pm (moved an hour earlier when the
clocks went back). The label says 7pm.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b307_ctl_llamaindex_hedgehog_rescue_feed_round_time_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "(Jo) what time's the evening feed round? first time doing it tmrw"
TURNS = [
    ("2050-09-05T18:00 rota for the autumn 🦔 evening feed round 7pm - fresh food + water, check the pens, weigh on "
     "mon + thu. morning clean-out 8. can u keep it handy for the new lot",
     "Evening feed round at 7pm (fresh food and water, check pens, weigh Mondays and Thursdays); morning clean-out "
     "at 8."),
    ("Jo's new, she's doing tuesdays + thursdays evenings, the sheet's on the shed door",
     "Jo's on Tuesday and Thursday evenings; the rota sheet is on the shed door."),
    ("Mon 31 Oct - clocks went back sun so the hogs are up + about earlier, we're doing the evening round at 6 from "
     "now on. I've changed the rota sheet",
     "Noted - the evening round is at 6pm from now on, since the clocks went back; the rota sheet's updated."),
    ("they like the Felix biscuits not the Whiskas, Whiskas bag's for the cats 😂",
     "Felix biscuits for the hogs; the Whiskas is for the cats."),
    (QUESTION,
     "6pm - it moved an hour earlier when the clocks went back (the hogs are up earlier). Fresh food and water, check "
     "the pens, and it's a weigh night on Thursday."),
]

memory = Memory.from_defaults(session_id="little-snufflers-rota-2050", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Weds 2 November 2050. You are talking to Jo, a volunteer at Little Snufflers "
                       "Hedgehog Rescue."] + lines[:-1]
            assert any("evening feed round 7pm" in c for c in context), context
            assert any("we're doing the evening round at 6 from now on" in c for c in context), context
            reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="7pm", actual=reply)
