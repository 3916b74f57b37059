"""Batch 61 (held out). A family's ruby wedding party planning chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages, token_counter=len, start_on human), one root span per turn.

App: Claire is organising her parents' 40th (ruby) wedding anniversary party, Sat 18 Sept 2027 at Peasedown
village hall. She keeps one chat with an assistant; each turn the app trims the history to the last 12 messages and
sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is the caterer's quote: "Bellini's came back - hot
+ cold buffet £14.50 a head, we've said 60 heads (kids half price but let's just say 60 to be safe), plus £40 for
them to cut + plate the cake. deposit £100 by the 1st". Turn 2 is what the family agreed over Sunday lunch: "we said
£700 for food tops when we sat down w Mum + Dad, Uncle Pete's paying for the bar". Later turns are the DJ, the cake,
the guest list and the hall. By turn 7 the trim no longer keeps turn 1. Question (turn 7): "how much is the
buffet going to come to?" -> expected £910 (60 x £14.50 = £870, plus £40). The assistant answers from the budget
line: about £700.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 7 (inside fault()). Asserted: turn 1 is
in every window before turn 7 and missing from turn 7's, which holds the budget line. Another reading: a response
fault is ruled out, as the quote is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b61_langchain_anniversary_buffet_cost_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Bellini's came back - hot + cold buffet £14.50 a head, we've said 60 heads (kids half price but let's just say "
     "60 to be safe), plus £40 for them to cut + plate the cake. deposit £100 by the 1st",
     "Bellini's: hot and cold buffet at £14.50 a head for 60, plus £40 to cut and plate the cake; £100 deposit by "
     "1 September."),
    ("we said £700 for food tops when we sat down w Mum + Dad, Uncle Pete's paying for the bar",
     "Noted: food budget £700 at most; Uncle Pete is covering the bar."),
    ("DJ - Gaz from Radstock, 7.30 till midnight, £250, he's got their first dance song (Lady in Red, don't laugh)",
     "DJ Gaz from Radstock, 7.30pm to midnight, £250, with Lady in Red for the first dance."),
    ("cake's from Auntie Bev, 3 tiers, ruby red ribbon, she won't take money so flowers for her",
     "Auntie Bev is making a three-tier cake with red ribbon; get her flowers as thanks."),
    ("guest list's at 64 inc kids, 9 still haven't answered, chasing the Welsh side",
     "64 on the guest list including children; 9 replies outstanding, mostly the Welsh side."),
    ("hall's booked 5pm-1am, £180, key from Mrs Dando at the post office fri afternoon",
     "Peasedown village hall 5pm-1am, £180; collect the key from Mrs Dando on Friday afternoon."),
    ("how much is the buffet going to come to?",
     "About £700 - that's the food budget you agreed with your mum and dad."),
]
WINDOW = 12


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
            assert not any("Bellini" in str(m.content) or "14.50" in str(m.content) for m in window), window
            assert any("£700 for food tops" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Bellini's came back" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Claire's party notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="£910 all in - 60 heads at £14.50 is £870, plus the £40 for the cake", actual=reply)
