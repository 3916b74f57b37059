"""Batch 362 (held out). A tailoring and fabric shop's orders: LangChain InMemoryChatMessageHistory + trim_messages
(last 11 messages), one root span per turn.

App: Kemi Couture (a tailoring shop at Bodija, Ibadan) is sewing a reception gown for Funke, whose wedding is Sat 2nd
April 2050. Kemi chats with the shop's helper on WhatsApp while she keeps track of orders; each turn the chat is
trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 (Mon 7/3) is Funke's order - reception gown, first
fitting "this Friday" (the 11th) at 4pm. Turn 2 is the fabric. In turn 3 (Wed 9/3), Kemi says Funke called, change
of plan - her office is sending her to Abuja Thursday, she'll be back Wednesday, so the fitting is Friday next week,
same 4pm. Turns 4 to 8 are the apprentice, a copy of Funke's order card (still "1st fitting Fri 11/3 4pm", Kemi
hasn't rewritten it), two other customers, the light and the lace man. By turn 9 the trim drops turns 1 to 3; turns
4 to 8 stay. Question (turn 9, Thu 10/3, Bola the apprentice via Kemi): "Bola dey ask - Aunty Funke fitting na
when? she wan know if she go finish the bodice tonight" -> expected Friday 18th March, 4pm (not tomorrow). The
assistant says tomorrow, Friday 11th, 4pm.

Temporal: "Friday next week" said on Wed 9 March 2050 is Fri 18 March, not "this Friday" the 11th that turn 1 (Mon
7 March) gave.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved the
fitting to Friday next week was in the history and in every window from turn 3 to turn 8, and this trim cut it from
the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's
(nothing on Abuja, "next week" or "change of plan"); the order card, the apprentice and the lace man are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b362_langchain_tailoring_fitting_when_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("Bola dey ask - Aunty Funke fitting na when? she wan know if she go finish the bodice tonight")
TURNS = [
    ("Mon 7/3 new order 👰🏾 Funke (the bride, wedding Sat 2nd April) - reception gown, the champagne lace w/ stones "
     "on the bodice. first fitting this Friday 4pm. N120k, she don pay N70k",
     "Noted - Funke's reception gown in champagne lace with stones on the bodice, N120k with N70k paid; first "
     "fitting this Friday (11 March) at 4pm."),
    ("the lace na 5 yards, she bring am herself. lining + stones I go buy, N18k, add am to her balance",
     "Funke brought the 5 yards of lace; lining and stones come to N18k, added to her balance."),
    ("Wed 9/3 Funke call 📞 change of plan - her office dey send her go Abuja tomorrow, she go come back Wednesday. "
     "so fitting na Friday next week, same 4pm. I tell am no wahala",
     "Got it - Funke's fitting moves to Friday next week (18 March), still 4pm, because she's in Abuja till "
     "Wednesday."),
    ("Bola (my apprentice) don cut the lining, she dey do the boning for the bodice. she fast sha",
     "Bola has cut the lining and is doing the boning for the bodice."),
    ("abeg see the order card I write for Funke - 'FUNKE A. reception gown, champagne lace, 1st fitting Fri 11/3 "
     "4pm, 2nd fitting tbc, delivery 30/3, bal N68k' - I go rewrite am later. check the balance for me",
     "N120k plus N18k for lining and stones is N138k, less N70k paid: the balance is N68k, as the card says."),
    ("Mrs Bello want 3 buba for her daughters for the naming ceremony, ankara, N9k each, she go bring fabric "
     "Saturday",
     "Mrs Bello: 3 ankara buba for her daughters, N9k each, fabric coming Saturday."),
    ("NEPA don take light since morning 😤 the gen dey work, I buy fuel N8k. the iron no fit work on the small gen",
     "No light since morning - N8k fuel for the generator; the iron can't run on the small gen."),
    ("the Oshodi lace man say the champagne stones don finish, him go get new one Tuesday. I get enough for Funke "
     "own sha",
     "The lace man is out of champagne stones till Tuesday, but you have enough for Funke's gown."),
    (QUESTION,
     "Funke's fitting is tomorrow, Friday 11th March, at 4pm - so Bola should finish the bodice tonight."),
]
WINDOW = 11
GONE = ("abuja", "next week", "change of plan", "18 march")


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
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("1st fitting Fri 11/3 4pm" in str(m.content) for m in window), window
            assert any("Bola (my apprentice)" in str(m.content) for m in window), window
            assert any("Oshodi lace man" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so fitting na Friday next week" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kemi's chat - she runs Kemi Couture, a tailoring shop at Bodija, "
                                            "Ibadan; today Thu 10 March 2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Friday 18th March, 4pm - Funke moved it to Friday next week because she's in Abuja",
       actual=reply)
