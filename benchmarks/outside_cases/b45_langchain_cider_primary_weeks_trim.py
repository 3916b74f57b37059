"""Batch 45 (held out). A couple's home-brew chat: LangChain InMemoryChatMessageHistory + trim_messages (last 14
messages, token_counter=len, start_on human), one root span per turn.

App: Mel and Jon make cider from Jon's nan's orchard and the odd beer kit in the garage. Mel keeps one chat going with
an assistant about the brews; each turn the app trims the history to the last 14 messages and sends that window
with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is Mel's note from pressing day: "pressed the Bramleys
+ Kingston Blacks from Nan's sat 10/10, 23L in the big bucket, OG 1.052. Jon's uncle Mick says leave it on the wild
yeast 3 wks min in the first bucket, not the 10 days the youtube bloke said, wild yeast's slower". Later turns are
the stout kit's instructions (10 days in the fermenter), bottles, the garage's temperature. By turn 8 the trim no
longer keeps turn 1. Question (turn 8): "how long is the cider supposed to stay in the first bucket?" -> expected
three weeks at least (wild yeast is slow). The assistant goes by the stout kit's 10 days.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 8 (inside fault()). Asserted: turn 1 is in
every window before turn 8 and missing from turn 8's, which holds the stout-kit turn. Another reading: a response
fault is ruled out, as the three weeks are not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b45_langchain_cider_primary_weeks_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("pressed the Bramleys + Kingston Blacks from Nan's sat 10/10, 23L in the big bucket, OG 1.052. Jon's uncle Mick "
     "says leave it on the wild yeast 3 wks min in the first bucket, not the 10 days the youtube bloke said, wild "
     "yeast's slower",
     "Noted: 23 litres pressed Sat 10 Oct, OG 1.052, at least 3 weeks in primary on the wild yeast."),
    ("stout kit instructions, so I don't lose them: 10 days in the fermenter at 18-20C then bottle w 1/2 tsp sugar "
     "per 500ml, 2 wks somewhere warm then cool",
     "Stout kit: 10 days at 18-20C, then ½ tsp sugar per 500ml bottle, 2 weeks warm."),
    ("airlock on the cider's going mental, like a bubble a second. smells a bit eggy?? is that normal",
     "A bit of a sulphur smell is common with wild ferments; it usually fades."),
    ("ordered 40 swing tops + a bottling wand from the homebrew place in Leek, £38.50 w postage",
     "40 swing-top bottles and a wand on the way."),
    ("Jon wants to try a perry next yr, his mate Col's got 2 perry pear trees going spare",
     "Perry next year with Col's pears - noted."),
    ("garage is down to about 12C at night now so moved the bucket into the utility by the boiler",
     "Good move - the utility should keep it nearer 18C."),
    ("stout's in the other fermenter since weds eve, smells amazing. Jon's already planning the labels lol",
     "Stout started Wednesday evening."),
    ("how long is the cider supposed to stay in the first bucket?",
     "About 10 days in the fermenter, then you can bottle it - keep it at 18-20C till then."),
]
WINDOW = 14


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any("3 wks" in str(m.content) or "3 weeks" in str(m.content) for m in window), window
            assert any("10 days in the fermenter" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("3 wks min" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Mel's brewing notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Three weeks at least - the wild yeast takes longer", actual=reply)
