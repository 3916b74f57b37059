"""Batch 359 (held out). A hawker stall's catering order: LangChain InMemoryChatMessageHistory + trim_messages (last
11 messages), one root span per turn.

App: Ah Huat Chicken Rice (Ghim Moh Market #01-31) does office catering on the side. Mei Ling, Ah Huat's daughter,
chats with the stall's helper while she sorts an order from Kim Seng Logistics; each turn the chat is trimmed to its
last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the order - Vanessa from Kim Seng Logistics, Fri
17/3 lunch, 80 pax roasted + steamed, S$7 a pax, 11.30 to their Jurong Port Rd office. Turn 2 is the sides. In turn
3 Vanessa's message comes in: her boss invited the vendors also, add 15 pax, so total 95 pax, confirm plus chop.
Turns 4 to 8 are the deposit (paid liao), the extra chicken from the supplier, the invoice draft (still "80 pax x
S$7", Mei Ling will redo it), the barley and the Friday roster. By turn 9 the trim drops turns 1 to 3; turns 4 to 8
stay. Question (turn 9, Wed 15/3): "eh how many pax for Vanessa's fri order ah? Papa asking how many chicken to
hang" -> expected 95 (80 + the 15 for the vendors). The assistant says 80.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made it
95 pax was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the model
saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on 95, the 15 pax
or the vendors); the invoice draft's 80 pax, the barley and the roster are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b359_langchain_chicken_rice_catering_pax_count_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "eh how many pax for Vanessa's fri order ah? Papa asking how many chicken to hang"
TURNS = [
    ("new catering order 🐔 Vanessa from Kim Seng Logistics, fri 17/3 lunch, 80 pax roasted + steamed mix, S$7 per "
     "pax, deliver 11.30 to their office at Jurong Port Rd, level 3 pantry. help me keep track can",
     "Can - Kim Seng Logistics (Vanessa): Fri 17 March lunch, 80 pax roasted and steamed mix at S$7 a pax, delivered "
     "11.30 to the level 3 pantry at Jurong Port Rd."),
    ("she want achar + cut fruit also, chilli + ginger pack separate, 10 pax no skin (the health ones 😂)",
     "Noted: achar and cut fruit, chilli and ginger packed separately, and 10 portions without skin."),
    ("Vanessa msg just now - eh her boss invite the vendors also, add 15 pax. so total 95 pax, confirm plus chop, "
     "she transfer the 50% today",
     "Updated: 95 pax now (15 more for the vendors), confirmed; she's transferring the 50% deposit today."),
    ("deposit paid liao, paynow, screenshot in the chat. balance on the day cash or paynow",
     "Deposit received by PayNow; the balance is due on the day, cash or PayNow."),
    ("Papa say must order extra chicken from the supplier, Ah Keong deliver thurs night 9pm, got space in the chiller "
     "or not I check",
     "Extra chicken from Ah Keong, delivered Thursday 9pm - you'll check the chiller space."),
    ("invoice draft 🙄 'Kim Seng Logistics - chicken rice buffet 80 pax x S$7 = S$560, delivery free' - later I redo, "
     "can check the company name spelling correct anot",
     "The company name is spelt right on the draft; the rest you said you'd redo."),
    ("drinks - she ask got barley or not, I say can, 2 dispenser S$25 each, she say ok add",
     "Two dispensers of barley at S$25 each added to the order."),
    ("fri morning - Papa chop chicken from 8, me + Auntie Lan pack, cousin Jun Wei drive the van, leave 10.50",
     "Friday: Papa chopping from 8, you and Auntie Lan packing, Jun Wei driving the van, leaving 10.50."),
    (QUESTION,
     "80 pax - so Papa can hang for 80, with the 10 no-skin ones inside that."),
]
WINDOW = 11
GONE = ("95", "15 pax", "vendors")


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
            assert any("80 pax x S$7 = S$560" in str(m.content) for m in window), window
            assert any("2 dispenser S$25 each" in str(m.content) for m in window), window
            assert any("cousin Jun Wei drive the van" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so total 95 pax, confirm plus chop" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Mei Ling's chat - she helps at her father's stall, Ah Huat Chicken "
                                            "Rice, Ghim Moh Market; today Wed 15 March 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="95 pax - the 80 plus 15 more for the vendors her boss invited", actual=reply)
